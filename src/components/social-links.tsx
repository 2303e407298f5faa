import type { ComponentType, SVGProps } from 'react'
import { FacebookIcon, InstagramIcon, PinterestIcon } from '@/components/icons'
import { SOCIAL_LINKS, type SocialNetwork } from '@/lib/shop-info'

const ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  Pinterest: PinterestIcon,
}

/** Instagram, Facebook and Pinterest, named by their network. */
export function SocialLinks({ className = '', iconClassName = 'size-[1.15rem]' }: { className?: string; iconClassName?: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {SOCIAL_LINKS.map(({ name, href }) => {
        const Icon = ICONS[name]
        return (
          <li key={name}>
            <a
              href={href}
              aria-label={name}
              title={name}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-accent"
            >
              <Icon className={iconClassName} />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
