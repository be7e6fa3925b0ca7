/** Carriers whose tracking pages a tracking code links to. */
export const CARRIERS = ['correios', 'dhl', 'fedex', 'ups'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = { correios: 'Correios', dhl: 'DHL', fedex: 'FedEx', ups: 'UPS' };

const trackingPages: Record<Carrier, string> = {
  correios: 'https://rastreamento.correios.com.br/app/index.php?objetos=',
  dhl: 'https://www.dhl.com/br-en/home/tracking.html?tracking-id=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  ups: 'https://www.ups.com/track?tracknum=',
};

export const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

export function trackingUrl(carrier: Carrier, code: string): string {
  return trackingPages[carrier] + encodeURIComponent(code);
}

/** Correios objects look like AB123456789BR; other carriers' codes are 6 to 40 letters and digits. */
export function normalizeTrackingCode(carrier: Carrier, raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  if (carrier === 'correios') return /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(code) ? code : null;
  return /^[A-Z0-9]{6,40}$/.test(code) ? code : null;
}
