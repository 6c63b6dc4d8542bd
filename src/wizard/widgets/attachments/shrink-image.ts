/**
 * Shrinks a photo over the upload limit until it fits, in the browser, with browser-image-compression (loaded only
 * when such a photo is chosen). The result is a JPEG drawn afresh from the pixels: the camera's orientation is
 * applied to the pixels and no EXIF data (GPS position, camera, time) is kept.
 *
 * Documents must stay legible: first the long side is brought to 2,048 px at most and only the JPEG quality is
 * lowered until the file fits; only if it still does not fit is the long side brought to 1,600 px and then lowered
 * with the quality. The library runs on the page's own thread: its worker would load the library again from a CDN,
 * which the Content-Security-Policy forbids (decision 0204 in docs/decisions).
 */
import type { Options } from 'browser-image-compression';
import { MAX_FILE_BYTES, shrunkImageName } from './upload-rules';

/** The long side kept while only the quality falls. */
export const LEGIBLE_LONG_SIDE = 2048;
/** The long side below which a photo goes only when nothing else makes it fit. */
export const MIN_LONG_SIDE = 1600;

/** Shrinks `file` to at most MAX_FILE_BYTES; `onProgress` hears 0 to 100. Throws when it cannot. */
export async function shrinkImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const common: Options = {
    maxSizeMB: MAX_FILE_BYTES / (1024 * 1024),
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    useWebWorker: false,
    preserveExif: false,
  };
  let shrunk = await imageCompression(file, {
    ...common,
    maxWidthOrHeight: LEGIBLE_LONG_SIDE,
    alwaysKeepResolution: true,
    onProgress: (percent) => onProgress(percent * 0.9),
  });
  if (shrunk.size > MAX_FILE_BYTES) {
    shrunk = await imageCompression(file, {
      ...common,
      maxWidthOrHeight: MIN_LONG_SIDE,
      onProgress: (percent) => onProgress(90 + percent * 0.1),
    });
  }
  if (shrunk.size > MAX_FILE_BYTES) throw new Error(`${file.name} could not be shrunk below the limit`);
  onProgress(100);
  return new File([shrunk], shrunkImageName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
