import type { BuyerDetails, ShippingAddress } from '#app/lib/db/schema.ts';
import { formatCep } from '#app/lib/brazil/cep.ts';
import { formatCnpj } from '#app/lib/brazil/cnpj.ts';
import { formatCpf } from '#app/lib/brazil/cpf.ts';

/** An address as it goes on a parcel: recipient, street, district and city, postcode and country (named by the server). */
export function PostalAddress({ address, countryName }: { address: ShippingAddress; countryName: string }) {
  return (
    <p className="mt-1">
      {address.recipient}
      <br />
      {address.address}, {address.number}
      {address.complement ? ` — ${address.complement}` : ''}
      <br />
      {[address.district, address.city, address.state].filter(Boolean).join(', ')}
      <br />
      {address.country === 'BR' ? formatCep(address.zipcode) : address.zipcode} · {countryName}
    </p>
  );
}

/** Who buys: name, document (a CPF formatted), e-mail and phone. */
export function BuyerLines({ buyer, cpfLabel = 'CPF' }: { buyer: BuyerDetails; cpfLabel?: string }) {
  return (
    <p className="mt-1 wrap-anywhere">
      {buyer.name} {buyer.surname}
      <br />
      {buyer.idType === 'cpf'
        ? `${cpfLabel} ${formatCpf(buyer.identification)}`
        : buyer.idType === 'cnpj'
          ? `CNPJ ${formatCnpj(buyer.identification)}`
          : buyer.identification}
      <br />
      {buyer.email} · {buyer.phone}
    </p>
  );
}
