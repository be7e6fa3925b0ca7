/**
 * The people of the demo catalog (fictional authors at fictional institutions, none of them a real university). One record per person
 * so a name, ORCID iD and affiliation read the same on every work they appear in.
 */
import type { Contributor } from '#app/lib/db/schema.ts';

type Person = Omit<Contributor, 'role'>;

export const people = {
  marinaAlbuquerque: { given: 'Marina', family: 'Albuquerque', orcid: '0000-0002-6678-7083', affiliation: 'Universidade Federal de Porto Aurora' },
  rafaelTavares: { given: 'Rafael', family: 'Tavares', orcid: '0000-0002-4874-8806', affiliation: 'Universidade Católica de Vale Sereno' },
  camilaNogueira: { given: 'Camila', family: 'Nogueira', orcid: '0000-0002-6432-2565', affiliation: 'Universidade Estadual da Serra do Ipê' },
  helenaDuarte: { given: 'Helena', family: 'Duarte', orcid: '0000-0002-0547-7129', affiliation: 'Universidade Federal de Nova Jatobá' },
  lucianaFerraz: { given: 'Luciana', family: 'Ferraz', orcid: '0000-0002-8845-4407', affiliation: 'Universidade Estadual de Vale Sereno' },
  joaoPedroMacedo: { given: 'João Pedro', family: 'Macedo', affiliation: 'Universidade Federal dos Campos Altos' },
  beatrizSantana: { given: 'Beatriz', family: 'Santana', orcid: '0000-0002-0484-0969', affiliation: 'Universidade Federal da Baía das Garças' },
  thiagoRibeiro: { given: 'Thiago', family: 'Ribeiro', affiliation: 'Universidade Estadual de Vale Sereno' },
  anaCarolinaFreitas: { given: 'Ana Carolina', family: 'Freitas', orcid: '0000-0002-7022-0805', affiliation: 'Universidade Federal de Cerrado Alto' },
  gustavoPacheco: { given: 'Gustavo', family: 'Pacheco', orcid: '0000-0002-3433-7280', affiliation: 'Escola de Governo de Cerrado Alto' },
  fernandaLacerda: { given: 'Fernanda', family: 'Lacerda', affiliation: 'Universidade Estadual da Serra do Ipê' },
  diegoMoreira: { given: 'Diego', family: 'Moreira', orcid: '0000-0002-2793-4722', affiliation: 'Universidade Federal de Porto Aurora' },
  patriciaGoncalves: { given: 'Patrícia', family: 'Gonçalves', affiliation: 'Universidade Federal de Nova Jatobá' },
  andreLuizCosta: { given: 'André Luiz', family: 'Costa', orcid: '0000-0002-2213-6326', affiliation: 'Universidade Católica de Vale Sereno' },
  julianaMatos: { given: 'Juliana', family: 'Matos', affiliation: 'Universidade Católica de Vale Sereno' },
  robertoSiqueira: { given: 'Roberto', family: 'Siqueira', orcid: '0000-0002-6279-6804', affiliation: 'Universidade Federal da Baía das Garças' },
  leticiaAraujo: { given: 'Letícia', family: 'Araújo', affiliation: 'Universidade Estadual da Serra do Ipê' },
  marcosPrado: { given: 'Marcos Vinícius', family: 'Prado', orcid: '0000-0002-9143-9363', affiliation: 'Universidade Estadual de Vale Sereno' },
  claraMendonca: { given: 'Clara', family: 'Mendonça', orcid: '0000-0002-1563-2647', affiliation: 'Universidade Estadual de Vale Sereno' },
  eduardoFontes: { given: 'Eduardo', family: 'Fontes', orcid: '0000-0002-7396-7365', affiliation: 'Instituto Federal de Vale Sereno' },
  silviaCarvalho: { given: 'Sílvia', family: 'Carvalho', affiliation: 'Universidade Católica de Vale Sereno' },
  margaretEllison: { given: 'Margaret', family: 'Ellison', affiliation: 'University of Northmoor' },
  pauloRocha: { given: 'Paulo Henrique', family: 'Rocha' },
  isabelaCunha: { given: 'Isabela', family: 'Cunha', orcid: '0000-0002-2630-7209', affiliation: 'Universidade Federal de Porto Aurora' },
  renatoBarbosa: { given: 'Renato', family: 'Barbosa', affiliation: 'Instituto Federal de Vale Sereno' },
  nataliaVieira: { given: 'Natália', family: 'Vieira', orcid: '0000-0002-7237-1201', affiliation: 'Universidade Católica de Vale Sereno' },
  lucasAndrade: { given: 'Lucas', family: 'Andrade', orcid: '0000-0002-9569-5364', affiliation: 'Escola de Design de Porto Aurora' },
  adrianaMelo: { given: 'Adriana', family: 'Melo', affiliation: 'Universidade Federal de Porto Aurora' },
  felipeNascimento: { given: 'Felipe', family: 'Nascimento', orcid: '0000-0002-0491-2643', affiliation: 'Universidade Federal de Nova Jatobá' },
  sofiaRamos: { given: 'Sofia', family: 'Ramos', affiliation: 'Universidade de Alvorada' },
  vitorLima: { given: 'Vitor Hugo', family: 'Lima', orcid: '0000-0002-3467-3284', affiliation: 'Universidade Federal de Cerrado Alto' },
  mariaEduardaPinto: { given: 'Maria Eduarda', family: 'Pinto', affiliation: 'Universidade Federal dos Campos Altos' },
  tatianaRezende: { given: 'Tatiana', family: 'Rezende', orcid: '0000-0002-5827-2004', affiliation: 'Instituto de Saúde Coletiva de Porto Aurora' },
  brunoAlmeida: { given: 'Bruno Cézar', family: 'Almeida', affiliation: 'Universidade Federal dos Campos Altos' },
  ricardoFonseca: { given: 'Ricardo', family: 'Fonseca', orcid: '0000-0002-3601-8566', affiliation: 'Escola de Governo de Cerrado Alto' },
  aliceMoura: { given: 'Alice', family: 'Moura', affiliation: 'Universidade Federal da Baía das Garças' },
  henriqueSalles: { given: 'Henrique', family: 'Salles', affiliation: 'Universidade Estadual da Serra do Ipê' },
  gabrielaTorres: { given: 'Gabriela', family: 'Torres', orcid: '0000-0002-8734-0803', affiliation: 'Universidade Comunitária de Nova Jatobá' },
  lauraMendez: { given: 'Laura', family: 'Méndez', orcid: '0000-0002-0526-4641', affiliation: 'Universidad Nacional de Río Sereno' },
  jonathanReid: { given: 'Jonathan', family: 'Reid', orcid: '0000-0002-2406-0169', affiliation: 'Kingsbridge School of Art' },
  elisaBrandao: { given: 'Elisa', family: 'Brandão', orcid: '0000-0002-0214-3369', affiliation: 'Universidade Estadual de Vale Sereno' },
  otavioCampos: { given: 'Otávio', family: 'Campos', orcid: '0000-0002-1164-160X', affiliation: 'Universidade Federal de Nova Jatobá' },
  marianaXavier: { given: 'Mariana', family: 'Xavier', affiliation: 'Instituto Federal de Vale Sereno' },
  joaquimTeles: { given: 'Joaquim', family: 'Teles', affiliation: 'Universidade Federal de Porto Aurora' },
  yasminCosta: { given: 'Yasmin', family: 'Costa', affiliation: 'Universidade Federal da Baía das Garças' },
  pedroSchmidt: { given: 'Pedro', family: 'Schmidt', orcid: '0000-0002-8897-7929', affiliation: 'Universidade Comunitária de Nova Jatobá' },
} satisfies Record<string, Person>;

export type PersonKey = keyof typeof people;

const credit =
  (role: Contributor['role']) =>
  (...keys: PersonKey[]): Contributor[] =>
    keys.map((key) => ({ ...people[key], role }));

export const authors = credit('author');
export const editors = credit('editor');
export const organizers = credit('organizer');
export const translators = credit('translator');

/** A journal's editorial team entry. */
export function teamMember(key: PersonKey, role: 'editor' | 'assistant-editor' | 'reviewer') {
  const person: Person = people[key];
  return { name: `${person.given} ${person.family}`, role, affiliation: person.affiliation, orcid: person.orcid };
}

/** The institutions the demo's fictional people belong to: fictional too, so that no real university is made to host invented work. */
export const FICTIONAL_INSTITUTIONS: string[] = [
  'Escola de Design de Porto Aurora',
  'Escola de Governo de Cerrado Alto',
  'Instituto Federal de Vale Sereno',
  'Instituto de Saúde Coletiva de Porto Aurora',
  'Kingsbridge School of Art',
  'Universidad Nacional de Río Sereno',
  'Universidade Católica de Vale Sereno',
  'Universidade Comunitária de Nova Jatobá',
  'Universidade Estadual da Serra do Ipê',
  'Universidade Estadual de Vale Sereno',
  'Universidade Federal da Baía das Garças',
  'Universidade Federal de Cerrado Alto',
  'Universidade Federal de Nova Jatobá',
  'Universidade Federal de Porto Aurora',
  'Universidade Federal dos Campos Altos',
  'Universidade de Alvorada',
  'University of Northmoor',
];

/**
 * The demo's CRediT roles (fictional, as the people are), by each author's place in the byline: a
 * sole author did everything, the first of several led it and wrote the draft, the last supervised,
 * the others investigated and analysed. Editors, organizers and translators have none.
 */
export function withDemoCredit(contributors: Contributor[]): Contributor[] {
  const authorCount = contributors.filter((c) => c.role === 'author').length;
  let place = 0;
  return contributors.map((c) => {
    if (c.role !== 'author' || c.credit?.length) return c;
    place += 1;
    const credit =
      authorCount === 1
        ? ['conceptualization', 'methodology', 'investigation', 'writing-original-draft', 'writing-review-editing']
        : place === 1
          ? ['conceptualization', 'methodology', 'investigation', 'writing-original-draft']
          : place === authorCount
            ? ['supervision', 'validation', 'writing-review-editing']
            : ['investigation', 'formal-analysis', 'writing-review-editing'];
    return { ...c, credit };
  });
}
