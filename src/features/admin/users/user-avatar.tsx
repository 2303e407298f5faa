import { fileUrl } from '@/lib/file-url'
import { useFileToken } from '@/lib/file-token'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { initials } from './initials'

/**
 * A user's 40 px avatar: their picture (the 100x100 thumbnail, through a file token), else their
 * initials drawn here in a circle (docs/product/rules.md#avatars: nothing is sent to an outside avatar service).
 * Decorative: the name is always written beside it.
 */
export function UserAvatar({
  user,
  size = 'size-10',
}: {
  user: Pick<UsersRecord, 'id' | 'collectionId' | 'collectionName' | 'name' | 'email' | 'avatar'>
  size?: string
}) {
  // A protected file (docs/adr/0039-protected-files.md): the initials show until the token is there.
  const token = useFileToken(Boolean(user.avatar))
  if (user.avatar && token) {
    return (
      <img
        src={fileUrl(user, user.avatar, { thumb: '100x100', token })}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className={`${size} rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex items-center justify-center rounded-full bg-plum-700 text-sm font-semibold text-white`}
    >
      {initials(user)}
    </span>
  )
}
