import { defineMessages } from '#app/i18n/messages.ts';

/**
 * The proposal form's messages: one per error key the schema can give (PROPOSAL_ERROR_KEYS; a
 * test checks), the message at the top of a refused form, and the outcome (spec §8).
 */
export const proposalMessages = defineMessages(
  {
    required: 'Campo obrigatório',
    tooLong: 'Texto longo demais: encurte-o, por favor.',
    invalid: 'Confira este campo, por favor.',
    choiceInvalid: 'Escolha uma das opções, por favor.',
    emailInvalid: 'Informe um e-mail válido, por favor.',
    orcidInvalid: 'Este não é um ORCID iD válido (por exemplo, 0000-0002-1825-0097).',
    urlInvalid: 'Informe um endereço da web, como https://lattes.cnpq.br/…',
    keywordTooLong: 'Cada palavra-chave pode ter até 60 caracteres.',
    keywordsTooMany: 'Informe no máximo 5 palavras-chave, separadas por vírgulas.',
    keywordsDuplicate: 'Há uma palavra-chave repetida.',
    chapterKeywordsCount: 'Informe exatamente 3 palavras-chave, separadas por vírgulas.',
    authorsTooMany: 'Uma proposta pode ter no máximo 10 pessoas autoras.',
    chaptersTooMany: 'Uma proposta pode ter no máximo 40 capítulos.',
    openCallUnavailable: 'Esta chamada não está recebendo propostas. Escolha outra chamada ou envie uma proposta avulsa.',
    sampleTooLarge: 'O arquivo passa de 10 MB: envie um trecho menor, por favor.',
    sampleType: 'Envie o trecho em PDF, DOCX ou ODT, por favor.',
    sampleUnsafe:
      'Este arquivo não pode ser aberto com segurança (está danificado ou compactado de forma suspeita). Salve o trecho de novo em PDF, DOCX ou ODT e envie.',
    fillAllRequired: 'Por favor, preencha todos os campos obrigatórios',
    checkFields: 'Por favor, confira os campos indicados abaixo',
    sent: 'Obrigado! Sua proposta foi enviada, em breve entraremos em contato!',
    tooManySends: 'Você enviou muitas propostas em pouco tempo. Tente de novo em {minutes} minutos, por favor.',
    sendFailed: 'Ocorreu um erro ao enviar sua proposta. Tente novamente ou fale com o suporte.',
    signInToSubmit: 'Por favor, entre na sua conta para enviar uma proposta',
    summaryCount: '{count} de {guide} caracteres',
    summaryOverGuide: '{count} caracteres: procure ficar perto de {guide}',
  },
  {
    required: 'Required field',
    tooLong: 'This text is too long: please shorten it.',
    invalid: 'Please, check this field.',
    choiceInvalid: 'Please, choose one of the options.',
    emailInvalid: 'Please, fill in a valid e-mail.',
    orcidInvalid: 'This is not a valid ORCID iD (for example, 0000-0002-1825-0097).',
    urlInvalid: 'Please, fill in a web address, such as https://orcid.org/…',
    keywordTooLong: 'Each keyword may have up to 60 characters.',
    keywordsTooMany: 'Please, give at most 5 keywords, separated by commas.',
    keywordsDuplicate: 'A keyword is repeated.',
    chapterKeywordsCount: 'Please, give exactly 3 keywords, separated by commas.',
    authorsTooMany: 'A proposal may have at most 10 authors.',
    chaptersTooMany: 'A proposal may have at most 40 chapters.',
    openCallUnavailable: 'This call is not taking proposals. Please, choose another call or send a single proposal.',
    sampleTooLarge: 'The file is larger than 10 MB: please, send a shorter sample.',
    sampleType: 'Please, send the sample as a PDF, DOCX or ODT file.',
    sampleUnsafe:
      'This file cannot be opened safely (it is damaged or compressed in a suspicious way). Please, save the sample again as PDF, DOCX or ODT and send it.',
    fillAllRequired: 'Please, fill in all required fields',
    checkFields: 'Please, check the fields marked below',
    sent: 'Thanks! Your proposal was sent, soon we will contact you!',
    tooManySends: 'You sent many proposals in a short time. Please, try again in {minutes} minutes.',
    sendFailed: 'An error occurred when sending your proposal, please try again, or contact support.',
    signInToSubmit: 'Please, login to submit a proposal',
    summaryCount: '{count} of {guide} characters',
    summaryOverGuide: '{count} characters: try to stay close to {guide}',
  },
);
