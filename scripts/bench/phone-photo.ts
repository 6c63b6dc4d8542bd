/**
 * A phone photo of a document, made for the upload benchmark and the browser tests: a 12-megapixel JPEG of about
 * 5 MB (the size phones write), drawn in Chromium, carrying EXIF data as a phone's camera writes it: the GPS
 * position where it was taken and an orientation (the camera held upright: the pixels are landscape, the photo is
 * portrait). Also reads back what a JPEG holds, to check what a shrunk photo kept.
 */
import type { Page } from 'playwright-core';

export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;
/** EXIF orientation 6: the stored pixels are shown turned 90 degrees clockwise. */
const ORIENTATION_ROTATE_90 = 6;

/** Draws the photo in the page and returns its JPEG bytes, without EXIF (a canvas writes none). */
async function drawPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      // A desk, a sheet of paper on it, printed lines on the sheet.
      context.fillStyle = '#8a6a4a';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#f4f1ea';
      context.fillRect(width * 0.12, height * 0.08, width * 0.76, height * 0.84);
      context.fillStyle = '#1b1b1b';
      context.font = `${Math.round(height / 40)}px sans-serif`;
      for (let line = 0; line < 30; line += 1) {
        context.fillText(`VEHICLE REGISTRATION 4UZAB2DT7${line} SAN JOSE CA 95122 FEE PAID ${1000 + line * 37}`, width * 0.15, height * (0.12 + line * 0.026));
      }
      // Sensor noise, as in a photo taken indoors: what makes a phone's JPEG megabytes.
      const image = context.getImageData(0, 0, width, height);
      const pixels = image.data;
      let seed = 12345;
      for (let index = 0; index < pixels.length; index += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const noise = ((seed >>> 16) % 41) - 20;
        pixels[index] = Math.max(0, Math.min(255, (pixels[index] ?? 0) + noise));
        pixels[index + 1] = Math.max(0, Math.min(255, (pixels[index + 1] ?? 0) + noise));
        pixels[index + 2] = Math.max(0, Math.min(255, (pixels[index + 2] ?? 0) + noise));
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      if (!blob) throw new Error('the canvas wrote no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
      return btoa(binary);
    },
    { width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
  );
  return Buffer.from(base64, 'base64');
}

/** An EXIF APP1 segment (big-endian TIFF) with the orientation and a GPS position in San Jose. */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('MM', 0, 'ascii');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0 at 8: Orientation, and the pointer to the GPS IFD at 38.
  tiff.writeUInt16BE(2, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: (offset: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(at + 8);
  };
  entry(10, 0x0112, 3, 1, (offset) => tiff.writeUInt16BE(ORIENTATION_ROTATE_90, offset));
  entry(22, 0x8825, 4, 1, (offset) => tiff.writeUInt32BE(38, offset));
  tiff.writeUInt32BE(0, 34);
  // GPS IFD at 38: latitude 37° 19' 45.48" N, longitude 121° 50' 2.00" W; the rationals at 92 and 116.
  tiff.writeUInt16BE(4, 38);
  entry(40, 0x0001, 2, 2, (offset) => tiff.write('N\0', offset, 'ascii'));
  entry(52, 0x0002, 5, 3, (offset) => tiff.writeUInt32BE(92, offset));
  entry(64, 0x0003, 2, 2, (offset) => tiff.write('W\0', offset, 'ascii'));
  entry(76, 0x0004, 5, 3, (offset) => tiff.writeUInt32BE(116, offset));
  tiff.writeUInt32BE(0, 88);
  [37, 1, 19, 1, 4548, 100, 121, 1, 50, 1, 200, 100].forEach((value, index) => tiff.writeUInt32BE(value, 92 + index * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** The photo as a phone writes it: the JPEG with its EXIF segment right after the start-of-image marker. */
export async function makePhonePhoto(page: Page): Promise<Buffer> {
  const jpeg = await drawPhoto(page);
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);
}

export interface JpegInfo {
  width: number;
  height: number;
  /** An APP1 segment holding EXIF data (where a GPS position would be). */
  hasExif: boolean;
}

/** The size and EXIF presence of a JPEG, read from its markers; throws for anything that is not a JPEG. */
export function jpegInfo(bytes: Buffer): JpegInfo {
  if (bytes.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  let hasExif = false;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xffe1 && bytes.toString('binary', offset + 4, offset + 10) === 'Exif\0\0') hasExif = true;
    // Start of frame (baseline or progressive): the image's height and width.
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7), hasExif };
    }
    offset += 2 + length;
  }
  throw new Error('a JPEG without a frame header');
}
