import { WritableStream } from 'node:stream/web';

/**
 * A USB-serial thermal printer as Chromium's Web Serial hands it over (jsdom has no Web Serial): what the app writes
 * to it is kept in `printed`, one chunk per ticket.
 */
export function plugSerialPrinter(): { printed: Uint8Array[] } {
  const printed: Uint8Array[] = [];
  const port = {
    open: async () => undefined,
    close: async () => undefined,
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    writable: new WritableStream<Uint8Array>({ write: (chunk) => void printed.push(chunk) }),
  };
  Object.assign(navigator, { serial: { requestPort: async () => port, getPorts: async () => [] } });
  return { printed };
}

export const unplugSerialPrinter = () => Reflect.deleteProperty(navigator, 'serial');
