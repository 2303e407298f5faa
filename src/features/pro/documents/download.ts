/** Hands a file made in the browser to the person (a blob link clicked once, then released). */
export function saveFile(data: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Released after the click has been handled (an immediate revoke can cancel the download).
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
