import { useNavigation } from 'react-router';

/**
 * Which form post is on its way, for its button's busy state: `busy('save')` while a form whose
 * intent is "save" is being sent; `busy('move', { to: 'declined' })` when other fields of it must
 * match too (one of several forms with the same intent).
 */
export function useBusy(): (intent: string, fields?: Record<string, string>) => boolean {
  const navigation = useNavigation();
  const data = navigation.state === 'submitting' ? navigation.formData : undefined;
  return (intent, fields = {}) => data?.get('intent') === intent && Object.entries(fields).every(([name, value]) => data.get(name) === value);
}
