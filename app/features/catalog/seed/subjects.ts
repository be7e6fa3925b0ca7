/** The demo catalog's subjects and collections (also used by the catalog generator). */
import type { CollectionSeed, SubjectSeed } from './types.ts';

export const subjectSeeds: SubjectSeed[] = [
  { slug: 'design', namePt: 'Design', nameEn: 'Design', color: '#1f5f5b' },
  { slug: 'educacao', namePt: 'Educação', nameEn: 'Education', color: '#7a3b2e' },
  { slug: 'ciencias-sociais', namePt: 'Ciências sociais', nameEn: 'Social sciences', color: '#3d3a6b' },
  { slug: 'historia', namePt: 'História', nameEn: 'History', color: '#6b4f1d' },
  { slug: 'comunicacao', namePt: 'Comunicação', nameEn: 'Communication', color: '#8a2f4f' },
  { slug: 'tecnologia', namePt: 'Tecnologia', nameEn: 'Technology', color: '#24476b' },
  { slug: 'artes', namePt: 'Artes', nameEn: 'Arts', color: '#9b3d12' },
  { slug: 'administracao-publica', namePt: 'Administração pública', nameEn: 'Public administration', color: '#2f5233' },
  { slug: 'filosofia', namePt: 'Filosofia', nameEn: 'Philosophy', color: '#4a4a4a' },
  { slug: 'letras', namePt: 'Letras e linguística', nameEn: 'Language and literature', color: '#5b2a6e' },
];

export const collectionSeeds: CollectionSeed[] = [
  {
    slug: 'fundamentos-design-servicos',
    namePt: 'Fundamentos do Design de Serviços',
    nameEn: 'Service Design Fundamentals',
    descriptionPt:
      'Livros introdutórios e de referência sobre design de serviços: métodos de pesquisa com pessoas usuárias, ferramentas visuais, prototipação e a aplicação do design em serviços públicos e privados.',
    descriptionEn:
      'Introductory and reference books on service design: research methods with service users, visual tools, prototyping and the use of design in public and private services.',
    color: '#0f4c5c',
  },
  {
    slug: 'educacao-em-perspectiva',
    namePt: 'Educação em Perspectiva',
    nameEn: 'Education in Perspective',
    descriptionPt:
      'Pesquisas sobre escola pública, formação docente, avaliação e tecnologias na educação brasileira, escritas para quem ensina e para quem estuda a educação.',
    descriptionEn:
      'Research on state schools, teacher education, assessment and technology in Brazilian education, written for those who teach and those who study education.',
    color: '#8c3b2b',
  },
  {
    slug: 'pensamento-social',
    namePt: 'Pensamento Social',
    nameEn: 'Social Thought',
    descriptionPt: 'Ensaios e pesquisas sobre desigualdade, cuidado, território e vida pública, com autoras e autores do Brasil e de outros países.',
    descriptionEn: 'Essays and research on inequality, care, territory and public life, by authors from Brazil and elsewhere.',
    color: '#35305e',
  },
];
