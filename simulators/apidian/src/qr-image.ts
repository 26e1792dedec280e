// DIAN's QR (the QRStr text) as a picture: the `qrcode` library lays out the modules, drawn here one pixel each.
import QRCode from 'qrcode';

/** The quiet zone the QR standard asks for around the code, in modules. */
const quietZone = 4;

/** A square grey image: `side` × `side` bytes, row by row from the top, 0 dark and 255 light. */
export interface QrImage {
  side: number;
  pixels: Buffer;
}

export function qrImage(text: string): QrImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * quietZone;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) pixels[(row + quietZone) * side + column + quietZone] = 0;
    }
  }
  return { side, pixels };
}
