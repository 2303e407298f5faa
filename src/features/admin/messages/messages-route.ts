// /dashboard/messages: the route module, loaded lazily by the router.
export { action, loader } from './messages-data'
// Searching, sorting or filtering the table does not read the messages again (docs/adr/0058).
export { keepListOnTableChange as shouldRevalidate } from '../components/admin-table'
export { MessagesScreen as Component } from './messages-screen'
