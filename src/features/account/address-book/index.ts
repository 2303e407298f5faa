/** The address book of /account (docs/adr/0035): the one thing the account screen mounts. */
export { AddressBookSection } from './address-book-section'
