/** The store's words in both languages, and the steps every checkout journey takes. */
import { expect, type Page } from '@playwright/test';
import { bookSeeds } from '../app/features/catalog/testing.server.ts';
import { appReady, expectNoAxeViolations } from './support.ts';

export type Locale = 'pt' | 'en';
export const at = (locale: Locale, path: string) => (locale === 'pt' ? path : `/en${path}`);

/** A demo format's price in cents as the catalog seeds it, so that totals follow the seed: `<book>-impresso` or `<book>-ebook`. */
export function seedPrice(formatSlug: string, currency: 'brl' | 'usd' = 'brl'): number {
  const format = bookSeeds
    .flatMap((book) => book.formats.map((f) => ({ ...f, slug: `${book.slug}-${f.kind === 'print' ? 'impresso' : 'ebook'}` })))
    .find((f) => f.slug === formatSlug);
  if (!format) throw new Error(`The demo seed sells no ${formatSlug}`);
  return currency === 'brl' ? format.priceBrl : format.priceUsd;
}

const grouped = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+$)/g, separator);
const cents = (amount: number) => String(amount % 100).padStart(2, '0');
/** Amounts as the store writes them: "R$ 1.234,56" in Portuguese, "$1,234.56" in English. */
export const money = {
  brl: (amount: number) => `R$ ${grouped(Math.floor(amount / 100), '.')},${cents(amount)}`,
  usd: (amount: number) => `$${grouped(Math.floor(amount / 100), ',')}.${cents(amount)}`,
};

/** Words of the store's pages in each language. */
export const words = {
  pt: {
    quantity: 'Quantidade',
    add: 'Adicionar ao carrinho',
    cartOf: (n: number) => (n === 1 ? 'Carrinho 1 item' : `Carrinho ${n} itens`),
    next: 'Continuar',
    name: 'Nome',
    surname: 'Sobrenome',
    cpf: 'CPF (para quem tem cadastro no Brasil)',
    cnpj: 'CNPJ (empresa ou instituição)',
    foreign: 'Documento estrangeiro',
    identification: 'CPF',
    foreignId: 'Documento (passaporte ou identificação fiscal)',
    phone: 'Telefone',
    recipient: 'Destinatário',
    country: 'País',
    zipcode: 'CEP',
    address: 'Endereço',
    number: 'Número',
    district: 'Bairro',
    city: 'Cidade',
    state: 'Estado',
    calculate: 'Calcular o frete',
    testMethod: 'Pagamento de teste (nenhum valor é cobrado)',
    place: 'Fazer o pedido',
    approve: 'Aprovar o pagamento',
    decline: 'Recusar o pagamento',
    thanks: 'Obrigado pelo seu pedido!',
    notified: 'O pedido será notificado quando for processado.',
    paid: 'Pago',
    status: 'Situação',
    placed: 'Recebido',
    expired: 'Expirado',
    failed: 'O pagamento não foi aprovado.',
    payNow: 'Pagar agora',
    readOnline: 'Ler on-line',
    orderTitle: (id: string) => `Pedido ${id}`,
    selectShipping: 'Por favor, escolha uma forma de envio.',
    selectPayment: 'Por favor, escolha uma forma de pagamento.',
    invalidId: 'Por favor, preencha um CPF (número de contribuinte) válido.',
    invalidZip: 'Por favor, preencha um CEP (código postal) válido.',
    empty: 'Seu carrinho está vazio.',
  },
  en: {
    quantity: 'Quantity',
    add: 'Add to cart',
    cartOf: (n: number) => (n === 1 ? 'Cart 1 item' : `Cart ${n} items`),
    next: 'Continue',
    name: 'Name',
    surname: 'Surname',
    cpf: 'CPF (Brazilian taxpayer number)',
    cnpj: 'CNPJ (Brazilian company or institution)',
    foreign: 'Foreign document',
    identification: 'CPF',
    foreignId: 'Document (passport or tax identification)',
    phone: 'Phone',
    recipient: 'Recipient',
    country: 'Country',
    zipcode: 'Zipcode',
    address: 'Address',
    number: 'Number',
    district: 'District',
    city: 'City',
    state: 'State',
    calculate: 'Work out shipping',
    testMethod: 'Test payment (nothing is charged)',
    place: 'Place order',
    approve: 'Approve the payment',
    decline: 'Decline the payment',
    thanks: 'Thank you for your order!',
    notified: 'The order will be notified when processed.',
    paid: 'Paid',
    status: 'Status',
    placed: 'Received',
    expired: 'Expired',
    failed: 'The payment was not approved.',
    payNow: 'Pay now',
    readOnline: 'Read online',
    orderTitle: (id: string) => `Order ${id}`,
    selectShipping: 'Please, select a shipping method.',
    selectPayment: 'Please, select a payment method.',
    invalidId: 'Please, fill in a valid identification.',
    invalidZip: 'Please, fill in a valid zipcode.',
    empty: 'Your cart is empty.',
  },
} as const;

export async function addToCart(page: Page, locale: Locale, product: string, quantity?: number) {
  const w = words[locale];
  await page.goto(at(locale, `/product/${product}`));
  // The journeys that use this add in the app (the cart without JavaScript has a journey of its own).
  await appReady(page);
  const main = page.getByRole('main');
  if (quantity) await main.getByLabel(w.quantity, { exact: true }).fill(String(quantity));
  await main.getByRole('button', { name: w.add }).click();
  await expect(main.getByRole('status').filter({ hasText: locale === 'pt' ? 'foi para o seu carrinho' : 'is in your cart' })).toBeVisible();
}

export async function fillIdentification(page: Page, locale: Locale, kind: 'cpf' | 'foreign') {
  const w = words[locale];
  const main = page.getByRole('main');
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/checkout/identification')}$`));
  // The document kind shows its field and the masks type as you go once the app runs.
  await appReady(page);
  await main.getByLabel(w.name, { exact: true }).fill('Ana');
  await main.getByLabel(w.surname).fill('Compradora');
  if (kind === 'cpf') {
    // A company's CNPJ has its own mask, takes letters (alphanumeric CNPJs) and a pasted number.
    await main.getByLabel(w.cnpj).check();
    const cnpj = main.getByLabel('CNPJ', { exact: true });
    await cnpj.pressSequentially('12abc34501de35');
    await expect(cnpj).toHaveValue('12.abc.345/01de-35');
    await cnpj.fill('11222333000181');
    await expect(cnpj).toHaveValue('11.222.333/0001-81');
    await main.getByLabel(w.cpf).check();
    // An invalid CPF is refused with the spec's message, and what was typed stays.
    await main.getByLabel(w.identification, { exact: true }).fill('111.111.111-11');
    await main.getByLabel(w.phone).fill('11987654321');
    await main.getByRole('button', { name: w.next }).click();
    await expect(main.getByText(w.invalidId)).toBeVisible();
    await expect(main.getByLabel(w.identification, { exact: true })).toBeFocused();
    await expect(main.getByLabel(w.surname)).toHaveValue('Compradora');
    await main.getByLabel(w.identification, { exact: true }).fill('');
    // The mask formats as the person types.
    await main.getByLabel(w.identification, { exact: true }).pressSequentially('40364478829');
    await expect(main.getByLabel(w.identification, { exact: true })).toHaveValue('403.644.788-29');
  } else {
    await main.getByLabel(w.foreign).check();
    await main.getByLabel(w.foreignId).fill('X1234567');
    await main.getByLabel(w.phone).fill('+44 20 7946 0958');
  }
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: w.next }).click();
}

export async function fillBrazilianAddress(page: Page, locale: Locale) {
  const w = words[locale];
  const main = page.getByRole('main');
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/checkout/shipping')}$`));
  await main.getByLabel(w.country).selectOption('BR');
  await main.getByLabel(w.zipcode).fill('0131');
  await main.getByLabel(w.address).fill('Avenida Paulista');
  await main.getByLabel(w.number).fill('1578');
  await main.getByLabel(w.district).fill('Bela Vista');
  await main.getByLabel(w.city).fill('São Paulo');
  await main.getByLabel(w.state).selectOption('SP');
  await main.getByRole('button', { name: w.calculate }).click();
  await expect(main.getByText(w.invalidZip)).toBeVisible();
  await main.getByLabel(w.zipcode).fill('01310-200');
  await main.getByRole('button', { name: w.calculate }).click();
  await expect(main.getByRole('radio', { name: /PAC/ })).toBeVisible();
  // Continuing without a method gets the spec's message.
  await main.getByRole('button', { name: w.next }).click();
  await expect(main.getByText(w.selectShipping).first()).toBeVisible();
  await main.getByRole('radio', { name: /PAC/ }).check();
  await expect(main.getByText(locale === 'pt' ? /3 a 6 dias úteis/ : /3–6 days/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: w.next }).click();
}

/** Places the order with the test provider and lands on its approve / decline page; returns the order number. */
export async function placeWithTestProvider(page: Page, locale: Locale): Promise<string> {
  const w = words[locale];
  const main = page.getByRole('main');
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/checkout/finishing')}$`));
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: w.place }).click();
  await expect(main.getByText(w.selectPayment).first()).toBeVisible();
  await main.getByRole('radio', { name: new RegExp(w.testMethod.replace(/[()]/g, '\\$&')) }).check();
  await main.getByRole('button', { name: w.place }).click();
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/pay/test/')}tp_`));
  // The URL changes before the page's content does: wait for its lead, which names the order.
  const leadLine = main.locator('p').first();
  await expect(leadLine).toContainText(locale === 'pt' ? 'faz as vezes de um provedor de pagamento' : 'stands in for a payment provider');
  const lead = await leadLine.textContent();
  const number = /(\d{4,})/.exec(lead ?? '')?.[1];
  expect(number, 'the order number on the test payment page').toBeTruthy();
  await expectNoAxeViolations(page);
  return number!;
}
