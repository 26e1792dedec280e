/**
 * Reads ESC/POS bytes back as a printer would: the text of each printed line with its style, the cuts, the QR codes.
 * Independent of the encoder (written from Epson's command reference), so a test checks what would come out of the
 * printer, not what the encoder was asked. An unknown command fails the reading.
 */
/** A printed line: its text, and whether any of it printed bold, and at the largest size in it. */
export interface PrintedLine {
  text: string;
  bold: boolean;
  /** Character width and height multipliers (GS !). */
  width: number;
  height: number;
}
export interface PrintedTicket {
  lines: PrintedLine[];
  cuts: number;
  qrCodes: string[];
  codepages: number[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
// ESC t n as Epson numbers its tables; the decoder knows the ones these tickets use: WPC1252 for text, and of
// CP437 (which no TextDecoder has) ASCII and the rules' box-drawing lines.
const cp437 = { decode: (bytes: Uint8Array) => String.fromCharCode(...bytes).replace(/[\x80-\xff]/g, (c) => cp437Box[c] ?? badByte(c)) };
const cp437Box: Record<string, string> = { '\xc4': '─', '\xcd': '═' };
const badByte = (c: string): never => {
  throw new Error(`unknown CP437 byte ${c.charCodeAt(0).toString(16)}`);
};
const codepages: Record<number, { decode(bytes: Uint8Array): string }> = { 0: cp437, 16: new TextDecoder('windows-1252') };

export function decodeEscPos(bytes: Uint8Array): PrintedTicket {
  const ticket: PrintedTicket = { lines: [], cuts: 0, qrCodes: [], codepages: [] };
  let style = { bold: false, width: 1, height: 1 };
  let decoder: { decode(bytes: Uint8Array): string } | null = null;
  let text: number[] = [];
  let printed = { bold: false, width: 1, height: 1 };
  let qrData = '';
  const endLine = () => {
    if (!decoder && text.some((byte) => byte > 0x7f)) throw new Error('text outside ASCII before any code page');
    ticket.lines.push({ text: (decoder ?? new TextDecoder('ascii')).decode(new Uint8Array(text)), ...printed });
    text = [];
    printed = { bold: false, width: 1, height: 1 };
  };
  const print = (byte: number) => {
    text.push(byte);
    if (byte === 0x20) return;
    printed = {
      bold: printed.bold || style.bold,
      width: Math.max(printed.width, style.width),
      height: Math.max(printed.height, style.height),
    };
  };
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const [a = -1, b = -1] = [bytes[i + 1], bytes[i + 2]];
    if (byte === 0x0a) endLine();
    else if (byte === 0x0d) continue;
    else if (byte === ESC && a === 0x40) (style = { bold: false, width: 1, height: 1 }), (i += 1);
    else if (byte === ESC && a === 0x45) (style = { ...style, bold: b === 1 }), (i += 2);
    else if (byte === ESC && a === 0x74) {
      decoder = codepages[b] ?? null;
      if (!decoder) throw new Error(`unknown code page ${b}`);
      ticket.codepages.push(b);
      i += 2;
    } else if (byte === ESC && [0x4d, 0x61, 0x2d, 0x34, 0x33, 0x21].includes(a))
      i += 2; // font, align, underline, italic, spacing, mode
    else if (byte === ESC && a === 0x32)
      i += 1; // default line spacing
    else if (byte === FS && a === 0x2e)
      i += 1; // Kanji off
    else if (byte === GS && a === 0x21) (style = { ...style, width: (b >> 4) + 1, height: (b & 0x0f) + 1 }), (i += 2);
    else if (byte === GS && a === 0x42)
      i += 2; // reverse
    else if (byte === GS && a === 0x56) {
      ticket.cuts++;
      i += b === 65 || b === 66 ? 3 : 2;
    } else if (byte === GS && a === 0x28 && b === 0x6b) {
      // GS ( k pL pH cn fn ...: a 2D code's function; fn 80 stores its data, fn 81 prints it.
      const length = bytes[i + 3]! + bytes[i + 4]! * 256;
      const [cn, fn] = [bytes[i + 5], bytes[i + 6]];
      if (cn === 49 && fn === 80) qrData = new TextDecoder().decode(bytes.slice(i + 8, i + 5 + length));
      if (cn === 49 && fn === 81) ticket.qrCodes.push(qrData);
      i += 4 + length;
    } else if (byte === ESC || byte === GS || byte === FS)
      throw new Error(`unknown command ${byte.toString(16)} ${a.toString(16)} at ${i}`);
    else if (byte < 0x20) throw new Error(`unexpected control byte ${byte.toString(16)} at ${i}`);
    else print(byte);
  }
  if (text.length > 0) endLine();
  return ticket;
}

/** The printed line's width in character cells (a double-width character takes two). */
export const cells = (line: PrintedLine) => line.text.length * line.width;
