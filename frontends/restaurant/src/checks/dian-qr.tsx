import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';

/** DIAN's QR drawn from its address (the document search with the CUDE), as an SVG image a printer renders sharply. */
export function DianQr({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return null;
  return <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={label} data-qr={url} width={132} height={132} />;
}
