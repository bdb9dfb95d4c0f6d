import { giveScrollBoxesASize, ok } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisationChart, renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';

beforeAll(giveScrollBoxesASize);

async function renderTree() {
  const rendered = await renderOrgScreen({
    path: '/organizacion',
    session: sessionOf(USERS.luis, []),
    routes: { 'GET /api/organisation_chart': () => ok(organisationChart()) },
  });
  await screen.findByRole('tree');
  return rendered;
}

const item = (name: RegExp) => screen.getByRole('treeitem', { name });
const focusedName = () => document.activeElement?.getAttribute('data-key');

describe('OrganisationTree keyboard (WAI-ARIA tree pattern)', () => {
  it('is one tab stop; arrows move, open and close; Home and End jump', async () => {
    await renderTree();
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(item(/^Tecnología/)).toHaveFocus();
    expect(screen.getAllByRole('treeitem').filter((line) => line.tabIndex === 0)).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    expect(item(/^Tecnología/)).toHaveAttribute('aria-expanded', 'true');
    expect(item(/^Tecnología/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(item(/^Redes/)).toHaveFocus();
    expect(item(/^Redes/)).toHaveAttribute('aria-level', '2');
    expect(item(/^Redes/)).toHaveAttribute('aria-posinset', '1');
    expect(item(/^Redes/)).toHaveAttribute('aria-setsize', '3');
    await userEvent.keyboard('{ArrowDown}');
    expect(item(/^Aplicaciones/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(item(/^Tecnología/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item(/^Tecnología/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^Redes/ })).not.toBeInTheDocument();

    await userEvent.keyboard('{End}');
    expect(item(/^Operaciones/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item(/^Tecnología/)).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('Tecnología', { selector: 'h2' })).toBeInTheDocument();
    expect(document.activeElement?.getAttribute('role')).not.toBe('treeitem');
  });

  it('a letter moves to the next node starting with it; Enter on a person opens her profile', async () => {
    const { router } = await renderTree();
    item(/^Tecnología/).focus();
    await userEvent.keyboard('o');
    expect(focusedName()).toBe('d2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(item(/^Luis Martín Responsable/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${USERS.luis.id}`));
  });
});
