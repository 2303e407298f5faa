import { pb } from '@/lib/pocketbase'

/** The signed-in customer's custom requests, newest first: one page of 50 at most (docs/adr/0127). */
export function fetchMyCustomRequests(userId: string, signal?: AbortSignal) {
  return pb
    .collection('custom_requests')
    .getList<{ id: string; jewelry_type: string; main_stone: string; status: string; created: string }>(1, 50, {
      filter: pb.filter('user = {:user}', { user: userId }),
      sort: '-created',
      fields: 'id,jewelry_type,main_stone,status,created',
      signal,
      requestKey: null,
    })
}

export type MyCustomRequests = Awaited<ReturnType<typeof fetchMyCustomRequests>>
