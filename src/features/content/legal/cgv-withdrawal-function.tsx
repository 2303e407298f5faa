import { Link } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { CONFIRM_WITHDRAWAL, WITHDRAW_HERE } from '@/lib/withdrawal'

/**
 * The CGV's description of the online withdrawal function and where it is (Consumer Code L. 221-21,
 * D. 221-5; docs/adr/0049), inside the 'Droit de rétractation' section.
 */
export function CgvWithdrawalFunction() {
  return (
    <p>
      <strong>Rétractation en ligne :</strong> le client peut aussi se rétracter directement sur le site, gratuitement, avec la fonction «{' '}
      <Link to={paths.withdrawal}>{WITHDRAW_HERE}</Link> », accessible en bas de chaque page et, pour un client connecté, depuis chaque
      commande de son compte pendant le délai de rétractation. Il y indique ou confirme son nom, le numéro de la commande et l’adresse
      e-mail à laquelle recevoir l’accusé de réception (sans compte : le numéro de commande et l’adresse e-mail utilisée pour commander),
      puis valide sa déclaration à une étape distincte, par le bouton « {CONFIRM_WITHDRAWAL} ». Nous lui envoyons aussitôt par e-mail un
      accusé de réception reprenant le contenu de sa déclaration ainsi que la date et l’heure de son envoi.
    </p>
  )
}
