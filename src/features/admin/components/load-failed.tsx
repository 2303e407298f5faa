import { secondaryButtonClass } from '@/components/ui-classes'
import { ListError } from './list-error'

/** A list that could not be read: its red text (docs/product/texts.md#loading-and-failures) and « Réessayer ». */
export function LoadFailed({ text, retry }: { text: string; retry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ListError>{text}</ListError>
      <button type="button" className={secondaryButtonClass} onClick={retry}>
        Réessayer
      </button>
    </div>
  )
}
