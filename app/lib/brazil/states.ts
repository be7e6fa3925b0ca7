/** The 27 federative units of Brazil (26 states and the Federal District) and their macro-regions. */
export const BRAZIL_REGIONS = ['N', 'NE', 'CO', 'SE', 'S'] as const;
export type BrazilRegion = (typeof BRAZIL_REGIONS)[number];

export const BRAZIL_STATES = [
  { code: 'AC', name: 'Acre', region: 'N' },
  { code: 'AL', name: 'Alagoas', region: 'NE' },
  { code: 'AP', name: 'Amapá', region: 'N' },
  { code: 'AM', name: 'Amazonas', region: 'N' },
  { code: 'BA', name: 'Bahia', region: 'NE' },
  { code: 'CE', name: 'Ceará', region: 'NE' },
  { code: 'DF', name: 'Distrito Federal', region: 'CO' },
  { code: 'ES', name: 'Espírito Santo', region: 'SE' },
  { code: 'GO', name: 'Goiás', region: 'CO' },
  { code: 'MA', name: 'Maranhão', region: 'NE' },
  { code: 'MT', name: 'Mato Grosso', region: 'CO' },
  { code: 'MS', name: 'Mato Grosso do Sul', region: 'CO' },
  { code: 'MG', name: 'Minas Gerais', region: 'SE' },
  { code: 'PA', name: 'Pará', region: 'N' },
  { code: 'PB', name: 'Paraíba', region: 'NE' },
  { code: 'PR', name: 'Paraná', region: 'S' },
  { code: 'PE', name: 'Pernambuco', region: 'NE' },
  { code: 'PI', name: 'Piauí', region: 'NE' },
  { code: 'RJ', name: 'Rio de Janeiro', region: 'SE' },
  { code: 'RN', name: 'Rio Grande do Norte', region: 'NE' },
  { code: 'RS', name: 'Rio Grande do Sul', region: 'S' },
  { code: 'RO', name: 'Rondônia', region: 'N' },
  { code: 'RR', name: 'Roraima', region: 'N' },
  { code: 'SC', name: 'Santa Catarina', region: 'S' },
  { code: 'SP', name: 'São Paulo', region: 'SE' },
  { code: 'SE', name: 'Sergipe', region: 'NE' },
  { code: 'TO', name: 'Tocantins', region: 'N' },
] as const satisfies readonly { code: string; name: string; region: BrazilRegion }[];

export type BrazilStateCode = (typeof BRAZIL_STATES)[number]['code'];

const byCode = new Map<string, (typeof BRAZIL_STATES)[number]>(BRAZIL_STATES.map((state) => [state.code, state]));

export function isBrazilStateCode(value: string): value is BrazilStateCode {
  return byCode.has(value);
}

export function regionOfState(code: BrazilStateCode): BrazilRegion {
  return byCode.get(code)!.region;
}
