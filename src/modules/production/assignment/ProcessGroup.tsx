import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignmentGroup } from '../../../../domain/production/assignment.js';
import { Checkbox } from '../../../ui';

type GroupUser = AssignmentGroup['users'][number];

interface ProcessGroupProps {
  group: AssignmentGroup;
  onToggle: (user: GroupUser, assigned: boolean) => void;
}

/**
 * One slide: a process and the users who may work it, each with a tick. A
 * user busy with a started process is greyed and says so in words ('i zene'),
 * and can still be ticked: being busy now does not stop them from working
 * this process later.
 */
export function ProcessGroup({ group, onToggle }: ProcessGroupProps) {
  const { t } = useLingui();
  return (
    <fieldset aria-roledescription={t`slajd`} className="min-w-0 rounded-lg border border-slate-300 bg-white p-3" data-process={group.id}>
      <legend className="px-1 font-semibold text-slate-900">
        {group.name}
        {group.departmentName !== null && <span className="block text-sm font-normal text-slate-700">{group.departmentName}</span>}
      </legend>
      {group.users.length === 0 ? (
        <p className="py-2 text-slate-700">
          <Trans>Nuk ka perdorues me leje prodhimi.</Trans>
        </p>
      ) : (
        <ul>
          {group.users.map((user) => (
            <li key={user.id} className={user.available ? 'px-2' : 'rounded bg-slate-100 px-2 text-slate-600'} data-available={user.available}>
              <Checkbox
                checked={user.assigned}
                onChange={(on) => onToggle(user, on)}
                label={
                  <>
                    {user.name}
                    {!user.available && (
                      <span className="ml-2 inline-block rounded border border-slate-400 px-1.5 text-sm whitespace-nowrap">
                        <Trans>i zene</Trans>
                      </span>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
