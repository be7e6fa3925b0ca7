import { defineMessages } from '#app/i18n/messages.ts';

/** The error page's words (loaded with it, when a page fails); its title and the way home stay in shell-messages.ts for the stand-in. */
export const errorMessages = defineMessages(
  {
    notFoundTitle: 'Esta página não foi encontrada',
    notFoundText: 'O endereço pode ter mudado ou estar incorreto. Que tal recomeçar pela página inicial?',
    errorText: 'Ocorreu um erro ao mostrar esta página. Tente novamente em instantes.',
    errorStatus: 'Erro {status}',
    forbiddenTitle: 'Acesso negado',
    forbiddenText: 'Sua conta não tem permissão para abrir esta página.',
    badRequestTitle: 'Não foi possível ler o envio',
    badRequestText: 'O formulário chegou incompleto ou com caracteres que não podem ser lidos. Volte, confira o que digitou e envie de novo.',
    tooLargeTitle: 'Envio grande demais',
    tooLargeText: 'O envio passou do tamanho aceito. Volte e envie um arquivo menor ou um texto mais curto.',
    unsupportedTypeTitle: 'Formato de envio não aceito',
    unsupportedTypeText: 'Este endereço aceita apenas formulários do site. Volte à página e envie pelo formulário.',
    tooManyTitle: 'Muitos pedidos em pouco tempo',
    tooManyText: 'Chegaram muitos pedidos da sua conexão em pouco tempo. Espere {minutes, plural, one {# minuto} other {# minutos}} e tente de novo.',
  },
  {
    notFoundTitle: 'This page could not be found',
    notFoundText: 'The address may have changed or be mistyped. Why not start again from the home page?',
    errorText: 'An error occurred while showing this page. Please try again in a moment.',
    errorStatus: 'Error {status}',
    forbiddenTitle: 'Access denied',
    forbiddenText: 'Your account is not allowed to open this page.',
    badRequestTitle: 'The form could not be read',
    badRequestText: 'The form arrived incomplete or with characters that cannot be read. Go back, check what you typed and send it again.',
    tooLargeTitle: 'Too much to send',
    tooLargeText: 'What was sent is larger than this form accepts. Go back and send a smaller file or a shorter text.',
    unsupportedTypeTitle: 'This kind of request is not accepted',
    unsupportedTypeText: 'This address only takes the site’s own forms. Go back to the page and send it from the form.',
    tooManyTitle: 'Too many requests in a short time',
    tooManyText: 'Many requests came from your connection in a short time. Wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
);
