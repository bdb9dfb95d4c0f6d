import type { OrganisationChart as Chart } from '@portal/shared-api';
import { installFakeLiveFeed } from '@portal/shared-api/testing';
import { giveScrollBoxesASize, ok } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisationChart, renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';

const CHART = 'GET /api/organisation_chart';

beforeAll(giveScrollBoxesASize);

async function renderChart(chart: () => Chart = organisationChart) {
  const rendered = await renderOrgScreen({ path: '/organizacion', session: sessionOf(USERS.luis, []), routes: { [CHART]: () => ok(chart()) } });
  await screen.findByRole('tree', { name: 'Estructura de la organización' });
  return rendered;
}

const item = (name: RegExp) => screen.getByRole('treeitem', { name });

describe('OrganisationChart', () => {
  it('shows the departments closed, for anyone signed in, from one read', async () => {
    const { api } = await renderChart();
    expect(screen.getByRole('heading', { name: 'Organización' })).toBeInTheDocument();
    expect(screen.getAllByRole('treeitem').map((line) => line.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(item(/^Tecnología/)).toHaveAttribute('aria-level', '1');
    expect(api.calls.map((call) => call.key)).toContain(CHART);
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/teams'))).toHaveLength(0);
  });

  it('searches above 2 characters and opens the tree at the person found, then at her profile', async () => {
    const { router } = await renderChart();
    const search = screen.getByRole('searchbox', { name: 'Buscar persona o unidad' });
    await userEvent.type(search, 'an');
    expect(screen.getByText('Escribe más de 2 caracteres')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ana García/ })).not.toBeInTheDocument();
    await userEvent.type(search, 'a');
    await userEvent.click(screen.getByRole('button', { name: /Ana García · Persona · Tecnología › Redes › Soporte/ }));

    const ana = item(/^Ana García/);
    expect(ana).toHaveFocus();
    expect(ana).toHaveAttribute('aria-selected', 'true');
    expect(ana).toHaveAttribute('aria-level', '4');
    for (const unit of [/^Tecnología/, /^Redes/, /^Soporte/]) expect(item(unit)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Ver perfil Ana García' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${USERS.ana.id}`));
  });

  it('finds units too, accents aside', async () => {
    await renderChart();
    await userEvent.type(screen.getByRole('searchbox'), 'almacen');
    await userEvent.click(screen.getByRole('button', { name: /^Almacén · Equipo/ }));
    expect(item(/^Almacén/)).toHaveFocus();
  });

  it('a team leads to its board only when the viewer sees it, and to its management only for its administrators', async () => {
    await renderChart(() => {
      const chart = organisationChart();
      const tecnologia = chart.departments[0];
      if (tecnologia?.teams[0]) tecnologia.teams[0].mayAdminister = true;
      return chart;
    });
    const details = () => screen.getByRole('complementary');
    await userEvent.type(screen.getByRole('searchbox'), 'Almacén');
    await userEvent.click(screen.getByRole('button', { name: /^Almacén/ }));
    expect(within(details()).getByRole('link', { name: 'Abrir tablero Almacén' })).toHaveAttribute('href', '/board/13');
    expect(within(details()).queryByRole('link', { name: /Gestionar/ })).not.toBeInTheDocument();
    expect(within(details()).getByRole('link', { name: 'Luis Martín' })).toHaveAttribute('href', `/profile/${USERS.luis.id}`);

    await userEvent.type(screen.getByRole('searchbox'), 'Soporte');
    await userEvent.click(screen.getByRole('button', { name: /^Soporte/ }));
    expect(within(details()).queryByRole('link', { name: /Abrir tablero/ })).not.toBeInTheDocument();
    expect(within(details()).getByRole('link', { name: 'Gestionar Soporte' })).toHaveAttribute('href', '/gestion_equipos/10');
  });

  it('shows a membership change from the live feed without a reload, keeping what was open', async () => {
    const feed = installFakeLiveFeed();
    let chart = organisationChart();
    const { api } = await renderChart(() => chart);
    await userEvent.click(item(/^Operaciones/));
    expect(item(/^Almacén Equipo · 1 persona/)).toBeInTheDocument();

    chart = organisationChart();
    chart.departments[1]?.teams[0]?.members.push(USERS.ana.id);
    await feed.send({ '@id': '/api/organisation_chart/2', '@type': 'OrganisationChange', department: '/api/departments/2' });

    await waitFor(() => expect(item(/^Almacén Equipo · 2 personas/)).toBeInTheDocument());
    expect(item(/^Operaciones/)).toHaveAttribute('aria-expanded', 'true');
    expect(api.calls.filter((call) => call.key === CHART)).toHaveLength(2);
    feed.restore();
  });

  it('draws a department as a chart, with zoom buttons', async () => {
    await renderChart();
    await userEvent.click(screen.getByRole('button', { name: 'Organigrama' }));
    const drawing = screen.getByRole('img', { name: 'Organigrama de Tecnología' });
    expect(within(drawing).getByText('Soporte')).toBeInTheDocument();
    expect(within(drawing).getByText('Carlos Romero')).toBeInTheDocument();
    expect(within(drawing).getByText('2 personas')).toBeInTheDocument();
    expect(drawing.querySelectorAll('.org-diagram-line')).toHaveLength(3);
    const viewport = drawing.querySelector('.org-diagram-viewport') as SVGGElement;
    await userEvent.click(screen.getByRole('button', { name: 'Acercar' }));
    expect(viewport.getAttribute('transform')).toContain('scale(1.25)');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(viewport.getAttribute('transform')).toBe('translate(0 0) scale(1)');
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'd2');
    expect(screen.getByRole('img', { name: 'Organigrama de Operaciones' })).toBeInTheDocument();
  });
});
