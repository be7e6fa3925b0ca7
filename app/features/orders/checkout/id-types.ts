/** A person's CPF, a company's or institution's CNPJ (libraries buy for their collections), or a foreign document. */
export const ID_TYPES = ['cpf', 'cnpj', 'foreign'] as const;

export type IdType = (typeof ID_TYPES)[number];
export const isIdType = (value: unknown): value is IdType => (ID_TYPES as readonly unknown[]).includes(value);
