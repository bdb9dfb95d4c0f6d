import { type Department, departmentsApi, idFromIri, iri, type SessionUser, subdepartmentsApi, teamsApi, type UserSummary } from '@portal/shared-api';
import { mayChangeDepartmentManager, mayChangeDepartmentMembers, mayRestoreDepartment } from '@portal/shared-api/rules';
import { CreateWithManagerForm } from './CreateWithManagerForm';
import { DeleteRestoreZone } from '../../components/DeleteRestoreZone';
import { FlagsPanel } from '../../components/FlagsPanel';
import { LogoPanel } from '../../components/LogoPanel';
import { ManagerPanel } from '../../components/ManagerPanel';
import { MembersPanel } from '../../components/MembersPanel';
import { Panel } from '../../components/Panel';
import { RenameEditor } from '../../components/RenameEditor';
import { Section } from '../../components/Section';
import { refersTo, teamCandidates } from '../../components/scope';
import { useSave } from '../../components/use-save';
import { useUserSummaries } from '../../components/use-user-summaries';
import { ORG_TEXTS } from '../../components/org-texts';
import { DEPARTMENT_TEXTS } from './department-texts';
import { LinkedListPanel } from './LinkedListPanel';

type Props = { department: Department; sessionUser: SessionUser | null };

export function DepartmentDetails({ department, sessionUser }: Props) {
  const save = useSave();
  const update = (body: Record<string, unknown>, successText?: string) => save(() => departmentsApi.update(department.id, body), successText);
  const people = useUserSummaries([department.user, ...department.users]);
  const personOf = (reference: Parameters<typeof idFromIri>[0]): UserSummary[] => {
    const person = people.get(idFromIri(reference) ?? 0);
    return person ? [person] : [];
  };
  const manager = personOf(department.user)[0] ?? null;
  const members = department.users.flatMap(personOf);

  return (
    <div className="org-sections">
      <p className="org-save-note">{ORG_TEXTS.SAVE_NOTE}</p>
      <Section title={DEPARTMENT_TEXTS.DETAILS}>
        <Panel title={DEPARTMENT_TEXTS.NAME}>
          <RenameEditor label={DEPARTMENT_TEXTS.NAME} value={department.name} emptyMessage={ORG_TEXTS.DEPARTMENT_NAME_EMPTY} onSave={(name) => update({ name })} />
        </Panel>
        <LogoPanel entity="Department" entityId={department.id} logo={department.logo} onUploaded={(logo) => update({ logo })} />
      </Section>
      <FlagsPanel
        title={DEPARTMENT_TEXTS.OPTIONS}
        options={[
          { key: 'requireTime', label: DEPARTMENT_TEXTS.REQUIRE_TIME },
          { key: 'banReason', label: DEPARTMENT_TEXTS.BAN_REASON },
          { key: 'rejectReason', label: DEPARTMENT_TEXTS.REJECT_REASON },
          { key: 'allowMultitask', label: DEPARTMENT_TEXTS.ALLOW_MULTITASK },
        ]}
        values={{
          requireTime: department.requireTime,
          banReason: department.banReason,
          rejectReason: department.rejectReason,
          allowMultitask: department.allowMultitask,
        }}
        onToggle={(key, value) => update({ [key]: value })}
      />
      <Section title={DEPARTMENT_TEXTS.PEOPLE}>
        <ManagerPanel
          manager={manager}
          confirmMessage={ORG_TEXTS.CONFIRM_MANAGER}
          candidates={mayChangeDepartmentManager(sessionUser?.roles) ? {} : null}
          onChange={(user) => update({ user: iri('users', user.id) })}
        />
        <MembersPanel
          title={DEPARTMENT_TEXTS.USERS}
          members={members}
          duplicateMessage={ORG_TEXTS.USER_ALREADY_IN_DEPARTMENT}
          readOnly={!mayChangeDepartmentMembers(sessionUser?.roles)}
          onAdd={(user) => update({ users: [...department.users, iri('users', user.id)] })}
          onRemove={(user) => update({ users: department.users.filter((reference) => !refersTo(reference, user.id)) }, ORG_TEXTS.DELETED)}
        />
      </Section>
      <Section title={DEPARTMENT_TEXTS.STRUCTURE}>
        <LinkedListPanel
          title={ORG_TEXTS.SUBDEPARTMENTS}
          items={department.subdepartments ?? []}
          linkTo={(id) => `/gestion_subdepartamentos/${id}`}
          emptyMessage={ORG_TEXTS.NO_SUBDEPARTMENTS}
        >
          <CreateWithManagerForm
            legend={DEPARTMENT_TEXTS.NEW_SUBDEPARTMENT}
            onCreate={({ name, manager: chosen }) =>
              save(() => subdepartmentsApi.create({ department: department['@id'], name, user: iri('users', chosen.id) }))
            }
          />
        </LinkedListPanel>
        <LinkedListPanel title={ORG_TEXTS.TEAMS} items={department.teams} linkTo={(id) => `/gestion_equipos/${id}`} emptyMessage={ORG_TEXTS.NO_TEAMS}>
          <CreateWithManagerForm
            legend={DEPARTMENT_TEXTS.NEW_TEAM}
            candidates={teamCandidates(sessionUser, [], { departmentId: department.id, subdepartmentId: null }) ?? { people: [] }}
            onCreate={({ name, manager: chosen }) =>
              save(() => teamsApi.create({ department: department['@id'], name, user: iri('users', chosen.id), incidentVisible: true }))
            }
          />
        </LinkedListPanel>
      </Section>
      {(!department.deleted || mayRestoreDepartment(sessionUser?.roles)) && (
        <DeleteRestoreZone
          noun="departamento"
          name={department.name}
          deleted={department.deleted}
          deleteLabel={ORG_TEXTS.DELETE_DEPARTMENT}
          restoreLabel={ORG_TEXTS.RESTORE_DEPARTMENT}
          onToggle={(deleted) => update({ deleted }, deleted ? ORG_TEXTS.DELETED : ORG_TEXTS.SAVED)}
        />
      )}
    </div>
  );
}
