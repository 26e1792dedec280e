import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Branch } from '@mb/contracts';

/** A branch (sede) as GET /restaurant/sedes lists it. */
export const makeBranch = (id: string, name: string, isMain: boolean): Branch => ({
  id,
  name,
  slug: name.toLowerCase(),
  is_main: isMain,
  staff: [],
  created_at: new Date().toISOString(),
});

/** A Gold restaurant's two branches. */
export const principal = makeBranch('0b000000-0000-4000-8000-000000000001', 'Principal', true);
export const norte = makeBranch('0b000000-0000-4000-8000-000000000002', 'Norte', false);

/** GET /restaurant/sedes's answer. */
export const listedBranches = (...branches: Branch[]) => ({ body: { success: true, data: branches } });

/**
 * Picks a branch by name in a screen's 'Sede' selector (reports, finance, stats). jsdom lays nothing out: Mantine
 * keeps the list `display: none`, so it is found among hidden elements.
 */
export async function pickSede(name: string): Promise<void> {
  const sede = await screen.findByRole('combobox', { name: 'Sede' });
  act(() => sede.focus());
  fireEvent.click(sede);
  fireEvent.click(within(await screen.findByRole('listbox', { hidden: true })).getByRole('option', { name, hidden: true }));
}
