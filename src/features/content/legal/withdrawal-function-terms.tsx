/**
 * The CGV's paragraph on the online withdrawal function ('Renoncer au contrat ici', issue 13 point 3):
 * its place in the 'Droit de rétractation' section, kept for the piece that builds the function (it
 * writes the text here). Nothing until then.
 */
export function WithdrawalFunctionTerms() {
  return null
}
