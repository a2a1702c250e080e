/** Hands JSON to the browser as a file to save (a plain link could not show a rate-limit message). */
export function saveJsonFile(data: unknown, filename: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the next task is soon enough to let go of ours.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const today = () => new Date().toISOString().slice(0, 10);
