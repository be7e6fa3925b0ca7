import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { contactMessages as contactTable } from '#app/lib/db/schema.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import type { ContactInput } from './contact.schema.ts';
import { contactMessages } from './messages.ts';

/** Stores the message and queues the mail to the staff in one transaction: both or neither. */
export async function sendContactMessage(db: Db, input: ContactInput, locale: Locale): Promise<number> {
  const t = translator(contactMessages, 'pt'); // staff read Portuguese
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactTable)
      .values({ ...input, locale })
      .returning({ id: contactTable.id });
    const fullName = `${input.name} ${input.surname}`;
    const mail = renderMail(
      {
        title: t('mailSubject', { name: fullName }),
        paragraphs: [
          t('mailIntro'),
          `${t('name')}: ${fullName}\n${t('email')}: ${input.email}\n${t('phone')}: ${input.phone}\nIdioma: ${locale}`,
          input.message,
        ],
        footer: [`#${row!.id}`],
      },
      'pt-BR',
    );
    await queueMail(tx, { to: config().contactTo, replyTo: input.email, subject: t('mailSubject', { name: fullName }), ...mail });
    return row!.id;
  });
}
