/**
 * The people of the demo catalog (fictional authors at real institutions). One record per person
 * so a name, ORCID iD and affiliation read the same on every work they appear in.
 */
import type { Contributor } from '#app/lib/db/schema.ts';

type Person = Omit<Contributor, 'role'>;

export const people = {
  marinaAlbuquerque: { given: 'Marina', family: 'Albuquerque', orcid: '0000-0002-6678-7083', affiliation: 'Universidade Federal de Pernambuco (UFPE)' },
  rafaelTavares: { given: 'Rafael', family: 'Tavares', orcid: '0000-0002-4874-8806', affiliation: 'Pontifícia Universidade Católica do Rio de Janeiro (PUC-Rio)' },
  camilaNogueira: { given: 'Camila', family: 'Nogueira', orcid: '0000-0002-6432-2565', affiliation: 'Universidade do Estado de Minas Gerais (UEMG)' },
  helenaDuarte: { given: 'Helena', family: 'Duarte', orcid: '0000-0002-0547-7129', affiliation: 'Universidade Federal de Santa Catarina (UFSC)' },
  lucianaFerraz: { given: 'Luciana', family: 'Ferraz', orcid: '0000-0002-8845-4407', affiliation: 'Universidade Estadual de Campinas (Unicamp)' },
  joaoPedroMacedo: { given: 'João Pedro', family: 'Macedo', affiliation: 'Universidade Federal do Rio Grande do Sul (UFRGS)' },
  beatrizSantana: { given: 'Beatriz', family: 'Santana', orcid: '0000-0002-0484-0969', affiliation: 'Universidade Federal da Bahia (UFBA)' },
  thiagoRibeiro: { given: 'Thiago', family: 'Ribeiro', affiliation: 'Universidade de São Paulo (USP)' },
  anaCarolinaFreitas: { given: 'Ana Carolina', family: 'Freitas', orcid: '0000-0002-7022-0805', affiliation: 'Universidade de Brasília (UnB)' },
  gustavoPacheco: { given: 'Gustavo', family: 'Pacheco', orcid: '0000-0002-3433-7280', affiliation: 'Escola Nacional de Administração Pública (Enap)' },
  fernandaLacerda: { given: 'Fernanda', family: 'Lacerda', affiliation: 'Universidade Federal de Minas Gerais (UFMG)' },
  diegoMoreira: { given: 'Diego', family: 'Moreira', orcid: '0000-0002-2793-4722', affiliation: 'Universidade Federal do Ceará (UFC)' },
  patriciaGoncalves: { given: 'Patrícia', family: 'Gonçalves', affiliation: 'Universidade Federal do Paraná (UFPR)' },
  andreLuizCosta: { given: 'André Luiz', family: 'Costa', orcid: '0000-0002-2213-6326', affiliation: 'Universidade Federal Fluminense (UFF)' },
  julianaMatos: { given: 'Juliana', family: 'Matos', affiliation: 'Universidade Federal do Rio de Janeiro (UFRJ)' },
  robertoSiqueira: { given: 'Roberto', family: 'Siqueira', orcid: '0000-0002-6279-6804', affiliation: 'Universidade Federal do Pará (UFPA)' },
  leticiaAraujo: { given: 'Letícia', family: 'Araújo', affiliation: 'Universidade Federal de Juiz de Fora (UFJF)' },
  marcosPrado: { given: 'Marcos Vinícius', family: 'Prado', orcid: '0000-0002-9143-9363', affiliation: 'Universidade Estadual Paulista (Unesp)' },
  claraMendonca: { given: 'Clara', family: 'Mendonça', orcid: '0000-0002-1563-2647', affiliation: 'Universidade de São Paulo (USP)' },
  eduardoFontes: { given: 'Eduardo', family: 'Fontes', orcid: '0000-0002-7396-7365', affiliation: 'Universidade Federal do ABC (UFABC)' },
  silviaCarvalho: { given: 'Sílvia', family: 'Carvalho', affiliation: 'Pontifícia Universidade Católica de São Paulo (PUC-SP)' },
  margaretEllison: { given: 'Margaret', family: 'Ellison', affiliation: 'University of Edinburgh' },
  pauloRocha: { given: 'Paulo Henrique', family: 'Rocha' },
  isabelaCunha: { given: 'Isabela', family: 'Cunha', orcid: '0000-0002-2630-7209', affiliation: 'Universidade Federal do Rio Grande do Norte (UFRN)' },
  renatoBarbosa: { given: 'Renato', family: 'Barbosa', affiliation: 'Instituto Federal de São Paulo (IFSP)' },
  nataliaVieira: { given: 'Natália', family: 'Vieira', orcid: '0000-0002-7237-1201', affiliation: 'Universidade do Estado do Rio de Janeiro (UERJ)' },
  lucasAndrade: { given: 'Lucas', family: 'Andrade', orcid: '0000-0002-9569-5364', affiliation: 'CESAR School' },
  adrianaMelo: { given: 'Adriana', family: 'Melo', affiliation: 'Universidade Federal de Pernambuco (UFPE)' },
  felipeNascimento: { given: 'Felipe', family: 'Nascimento', orcid: '0000-0002-0491-2643', affiliation: 'Universidade Federal de Santa Catarina (UFSC)' },
  sofiaRamos: { given: 'Sofia', family: 'Ramos', affiliation: 'Universidade de Lisboa' },
  vitorLima: { given: 'Vitor Hugo', family: 'Lima', orcid: '0000-0002-3467-3284', affiliation: 'Universidade Federal de Goiás (UFG)' },
  mariaEduardaPinto: { given: 'Maria Eduarda', family: 'Pinto', affiliation: 'Universidade Federal de Pelotas (UFPel)' },
  tatianaRezende: { given: 'Tatiana', family: 'Rezende', orcid: '0000-0002-5827-2004', affiliation: 'Fundação Oswaldo Cruz (Fiocruz)' },
  brunoAlmeida: { given: 'Bruno Cézar', family: 'Almeida', affiliation: 'Universidade Federal de Santa Maria (UFSM)' },
  ricardoFonseca: { given: 'Ricardo', family: 'Fonseca', orcid: '0000-0002-3601-8566', affiliation: 'Fundação Getulio Vargas (FGV EAESP)' },
  aliceMoura: { given: 'Alice', family: 'Moura', affiliation: 'Universidade Federal do Maranhão (UFMA)' },
  henriqueSalles: { given: 'Henrique', family: 'Salles', affiliation: 'Universidade Federal de Viçosa (UFV)' },
  gabrielaTorres: { given: 'Gabriela', family: 'Torres', orcid: '0000-0002-8734-0803', affiliation: 'Universidade do Vale do Rio dos Sinos (Unisinos)' },
  lauraMendez: { given: 'Laura', family: 'Méndez', orcid: '0000-0002-0526-4641', affiliation: 'Universidad de Buenos Aires' },
  jonathanReid: { given: 'Jonathan', family: 'Reid', orcid: '0000-0002-2406-0169', affiliation: 'University of the Arts London' },
  elisaBrandao: { given: 'Elisa', family: 'Brandão', orcid: '0000-0002-0214-3369', affiliation: 'Universidade Federal de São Paulo (Unifesp)' },
  otavioCampos: { given: 'Otávio', family: 'Campos', orcid: '0000-0002-1164-160X', affiliation: 'Universidade Federal do Espírito Santo (UFES)' },
  marianaXavier: { given: 'Mariana', family: 'Xavier', affiliation: 'Universidade Federal de São Carlos (UFSCar)' },
  joaquimTeles: { given: 'Joaquim', family: 'Teles', affiliation: 'Universidade Federal de Alagoas (UFAL)' },
  yasminCosta: { given: 'Yasmin', family: 'Costa', affiliation: 'Universidade Federal do Recôncavo da Bahia (UFRB)' },
  pedroSchmidt: { given: 'Pedro', family: 'Schmidt', orcid: '0000-0002-8897-7929', affiliation: 'Universidade do Estado de Santa Catarina (Udesc)' },
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
export const FICTIONAL_INSTITUTIONS: string[] = [];
