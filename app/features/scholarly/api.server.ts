/** The scholarly feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { citationMetaTags, jsonLdMeta, periodicalJsonLd, person, proceedingsCitationTags, proceedingsJsonLd, scholarlyJsonLd } from './scholarly.server.ts';
export { jatsToArticle, type ImportedArticle } from './jats-import.ts';
