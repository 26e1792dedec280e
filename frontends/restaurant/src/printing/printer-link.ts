import { useSyncExternalStore } from 'react';

// Chromium's Web Serial and WebUSB, as far as printing needs them (TypeScript's DOM types have neither).
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  writable: WritableStream<Uint8Array> | null;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
}
interface UsbEndpointLike {
  endpointNumber: number;
  direction: 'in' | 'out';
}
interface UsbDeviceLike {
  productName?: string;
  configuration: { interfaces: { interfaceNumber: number; alternate: { interfaceClass: number; endpoints: UsbEndpointLike[] } }[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(value: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
}
interface BrowserDevices {
  serial?: { requestPort(): Promise<SerialPortLike>; getPorts(): Promise<SerialPortLike[]> };
  usb?: { requestDevice(options: { filters: { classCode: number }[] }): Promise<UsbDeviceLike>; getDevices(): Promise<UsbDeviceLike[]> };
}

export type LinkKind = 'serial' | 'usb';

/** A connected ticket printer: where its bytes go. */
export interface PrinterLink {
  kind: LinkKind;
  name: string;
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

// A port the page's Permissions-Policy refuses would only log a violation: such a way is not offered.
const allowed = (feature: LinkKind) =>
  (globalThis.document as { featurePolicy?: { allowsFeature(name: string): boolean } } | undefined)?.featurePolicy?.allowsFeature(
    feature,
  ) ?? true;
const devices = (): BrowserDevices => {
  const browser = (globalThis.navigator ?? {}) as BrowserDevices;
  return { serial: allowed('serial') ? browser.serial : undefined, usb: allowed('usb') ? browser.usb : undefined };
};
const usbPrinterClass = 7;
// The speed most serial thermal printers ship with; USB-serial adapters ignore it.
const baudRate = 9600;

/** The ways this browser can reach a printer directly (none outside Chromium or without a secure context). */
export function linkKinds(): LinkKind[] {
  const { serial, usb } = devices();
  const kinds: LinkKind[] = [];
  if (typeof serial?.requestPort === 'function') kinds.push('serial');
  if (typeof usb?.requestDevice === 'function') kinds.push('usb');
  return kinds;
}

async function openSerial(port: SerialPortLike): Promise<PrinterLink> {
  await port.open({ baudRate });
  const info = port.getInfo?.();
  return {
    kind: 'serial',
    name: info?.usbVendorId ? `USB ${info.usbVendorId.toString(16)}:${(info.usbProductId ?? 0).toString(16)}` : 'Serial',
    async write(bytes) {
      const writer = port.writable!.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
    close: () => port.close(),
  };
}

async function openUsb(device: UsbDeviceLike): Promise<PrinterLink> {
  await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const printer = device.configuration?.interfaces.find(({ alternate }) => alternate.interfaceClass === usbPrinterClass);
  const out = printer?.alternate.endpoints.find((endpoint) => endpoint.direction === 'out');
  if (!printer || !out) {
    await device.close();
    throw new Error('no printer interface');
  }
  await device.claimInterface(printer.interfaceNumber);
  return {
    kind: 'usb',
    name: device.productName || 'USB',
    write: async (bytes) => void (await device.transferOut(out.endpointNumber, bytes)),
    close: () => device.close(),
  };
}

// One printer per page: the link outlives screens, so the kitchen board and the checks print on the same one.
let current: PrinterLink | null = null;
const listeners = new Set<() => void>();
const set = (link: PrinterLink | null) => {
  current = link;
  for (const listener of listeners) listener();
};

/** Asks the browser for a printer (its chooser), opens it and keeps it as this page's printer. */
export async function connectPrinter(kind: LinkKind): Promise<PrinterLink> {
  const { serial, usb } = devices();
  const link =
    kind === 'serial'
      ? await openSerial(await serial!.requestPort())
      : await openUsb(await usb!.requestDevice({ filters: [{ classCode: usbPrinterClass }] }));
  await current?.close().catch(() => undefined);
  set(link);
  return link;
}

/** Opens again a printer this site was already allowed to use, without asking (after a reload). */
export async function reopenGrantedPrinter(): Promise<void> {
  if (current) return;
  const { serial, usb } = devices();
  const port = (await serial?.getPorts().catch(() => []))?.[0];
  const device = port ? undefined : (await usb?.getDevices().catch(() => []))?.[0];
  const link = await (port ? openSerial(port) : device ? openUsb(device) : null)?.catch(() => null);
  if (link && !current) set(link);
}

export async function disconnectPrinter(): Promise<void> {
  const link = current;
  set(null);
  await link?.close().catch(() => undefined);
}

export function usePrinterLink(): PrinterLink | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
