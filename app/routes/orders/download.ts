import { data } from 'react-router';
import type { Route } from './+types/download';
import { purchasedFile } from '#app/features/orders/my-orders.server.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';

const TYPES = { epub: 'application/epub+zip', pdf: 'application/pdf' } as const;

/** /orders/{id}/download/{item}/{epub|pdf}: a bought ebook's file, for its buyer once the order is paid. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const kind = params.file;
  if ((kind !== 'epub' && kind !== 'pdf') || !/^\d{1,15}$/.test(params.id) || !/^\d{1,15}$/.test(params.item)) throw data(null, { status: 404 });
  const file = await purchasedFile(db(), Number(params.id), Number(params.item), user.id, kind);
  const stored = file ? await storage().open(file.key) : null;
  if (!file || !stored) throw data(null, { status: 404 });
  return new Response(stored.stream, {
    headers: {
      'Content-Type': TYPES[kind],
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${file.filename}.${kind}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
