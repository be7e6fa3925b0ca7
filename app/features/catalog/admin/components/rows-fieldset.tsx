/**
 * Repeatable rows that work without JavaScript: the form shows the stored rows plus a few empty
 * ones; "Add a row" and "Remove" are submit buttons that come back with one row more or fewer.
 * Empty rows are ignored when saving.
 */
import { useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField, Group, SelectField } from '#app/ui/field.tsx';
import { rowCount, rowName } from '#app/lib/form-values.ts';
import { adminCatalogMessages } from '../messages.ts';
import { CONTRIBUTOR_ROLES, TEAM_ROLES } from '../choices.ts';
import { type FormView } from './form-kit.tsx';

type Column = {
  field: string;
  kind: 'text' | 'select';
  label: string;
  options?: { value: string; label: string }[];
  hint?: string;
  autoComplete?: string;
  wide?: boolean;
};

function Rows({
  view,
  prefix,
  legend,
  hint,
  rowLabel,
  columns,
  carried = [],
}: {
  view: FormView;
  prefix: string;
  legend: string;
  hint: string;
  rowLabel: (n: number) => string;
  columns: Column[];
  /** Fields the form does not edit but must not lose (they go back unchanged on saving). */
  carried?: string[];
}) {
  const t = useT(adminCatalogMessages);
  const count = rowCount(view.values, prefix, { min: 1 });
  return (
    <Group legend={legend} id={prefix}>
      <p className="text-sm text-muted">{hint}</p>
      <input type="hidden" name={`${prefix}Rows`} value={count} />
      <ol className="grid gap-4">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <fieldset className="rounded-md border border-line p-4">
              <legend className="px-1 font-medium">{rowLabel(i + 1)}</legend>
              {carried.map((field) => (
                <input key={field} type="hidden" name={rowName(prefix, i, field)} value={view.value(rowName(prefix, i, field))} />
              ))}
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {columns.map((column) => {
                  const name = rowName(prefix, i, column.field);
                  return column.kind === 'select' ? (
                    <SelectField
                      key={name}
                      label={column.label}
                      name={name}
                      options={column.options ?? []}
                      defaultValue={view.value(name)}
                      error={view.error(name)}
                    />
                  ) : (
                    <div key={name} className={column.wide ? 'sm:col-span-2' : ''}>
                      <TextField
                        label={column.label}
                        name={name}
                        defaultValue={view.value(name)}
                        error={view.error(name)}
                        hint={column.hint}
                        autoComplete="off"
                        maxLength={300}
                      />
                    </div>
                  );
                })}
              </div>
              <div className="mt-3">
                <Button type="submit" name="intent" value={`remove-${prefix}:${i}`} variant="ghost" formNoValidate className="text-sm underline">
                  {t('removeRow')}
                  <span className="sr-only"> {rowLabel(i + 1)}</span>
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button type="submit" name="intent" value={`add-${prefix}`} variant="secondary" formNoValidate>
          {t('addRow')}
        </Button>
      </div>
    </Group>
  );
}

export function ContributorRows({ view, legend }: { view: FormView; legend?: string }) {
  const t = useT(adminCatalogMessages);
  return (
    <Rows
      view={view}
      prefix="contributors"
      legend={legend ?? t('contributors')}
      hint={t('contributorsHint')}
      rowLabel={(n) => t('contributorN', { n })}
      columns={[
        { field: 'given', kind: 'text', label: t('givenName') },
        { field: 'family', kind: 'text', label: t('familyName') },
        { field: 'role', kind: 'select', label: t('role'), options: CONTRIBUTOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) })) },
        { field: 'orcid', kind: 'text', label: 'ORCID', hint: t('orcidHint') },
        { field: 'affiliation', kind: 'text', label: t('affiliation'), wide: true },
      ]}
      // CRediT roles and the affiliation's country come from the editorial record or an imported JATS; the catalog keeps them.
      carried={['credit', 'country']}
    />
  );
}

export function TeamRows({ view }: { view: FormView }) {
  const t = useT(adminCatalogMessages);
  return (
    <Rows
      view={view}
      prefix="team"
      legend={t('team')}
      hint={t('teamHint')}
      rowLabel={(n) => t('memberN', { n })}
      columns={[
        { field: 'name', kind: 'text', label: t('fullName'), wide: true },
        { field: 'role', kind: 'select', label: t('role'), options: TEAM_ROLES.map((role) => ({ value: role, label: t(`team.${role}`) })) },
        { field: 'affiliation', kind: 'text', label: t('affiliation'), wide: true },
        { field: 'orcid', kind: 'text', label: 'ORCID', hint: t('orcidHint') },
      ]}
    />
  );
}
