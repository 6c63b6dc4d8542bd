/** A size as people read it: "900 bytes", "1.5 KB", "2 MB" (a kilobyte of 1,024 bytes, at most one decimal). */
export function fileSizeText(bytes: number): string {
  const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}
