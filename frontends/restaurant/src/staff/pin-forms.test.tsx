/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { FakeApi, forgetRestaurant, makeProfile, openRestaurant, renderRestaurant, staffMemberOf } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/personal';
let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

const cook = makeProfile({ role: 'cook' }).user;
const cookId = '0a1b2c3d-0000-4000-8000-000000000030';

describe('PINs in Personal', () => {
  it('lets anyone set their own PIN and shows the service refusing a bad one', async () => {
    const { user } = openRestaurant(api, { role: 'cook' });
    api.on(
      `PUT /restaurant/personal/${user.id}/pin`,
      { status: 400, body: { success: false, message: 'Datos inválidos: pin: PIN inválido: de 4 a 6 dígitos' } },
      { body: { success: true, message: 'PIN guardado' } },
    );
    renderRestaurant(<RestaurantApp />, { path });

    const mine = await screen.findByRole('form', { name: 'Mi PIN' });
    const save = (pin: string) => {
      fireEvent.change(within(mine).getByLabelText('PIN (4 a 6 dígitos)'), { target: { value: pin } });
      fireEvent.click(within(mine).getByRole('button', { name: 'Guardar PIN' }));
    };
    save('12a');
    expect((await within(mine).findByRole('alert')).textContent).toBe('Datos inválidos: pin: PIN inválido: de 4 a 6 dígitos');
    save('1357');
    expect((await within(mine).findByRole('status')).textContent).toBe('PIN guardado');
    expect(api.callsTo(`PUT /restaurant/personal/${user.id}/pin`).map((call) => call.body)).toEqual([{ pin: '12a' }, { pin: '1357' }]);
    // Not an administrator: nobody else's PIN, no idle lock.
    expect(screen.queryByRole('table', { name: 'PIN del personal' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Bloqueo por inactividad' })).toBeNull();
  });

  it("lets an administrator set another person's PIN (not the owner's) and the devices' idle lock", async () => {
    const { user } = openRestaurant(api, { role: 'admin' });
    const owner = makeProfile({ role: 'super_admin' }).user;
    api
      .on('GET /restaurant/personal', {
        body: {
          success: true,
          data: [
            staffMemberOf({ ...owner, id: '0a1b2c3d-0000-4000-8000-000000000099', email: 'duena@example.co' }),
            staffMemberOf(user, 'Ada Admin', true),
            staffMemberOf({ ...cook, id: cookId }, 'Coco Cocinero'),
          ],
        },
      })
      .on(`PUT /restaurant/personal/${cookId}/pin`, { body: { success: true, message: 'PIN guardado' } })
      .on('PUT /restaurant/personal/ajustes', { body: { success: true, data: { idle_lock_minutes: 5 } } });
    renderRestaurant(<RestaurantApp />, { path });

    const table = await screen.findByRole('table', { name: 'PIN del personal' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'duena@example.coPropietarioNo',
      'Ada AdminAdministradorSíFijar PIN de Ada Admin',
      'Coco CocineroCocineroNoFijar PIN de Coco Cocinero',
    ]);
    fireEvent.click(within(table).getByRole('button', { name: 'Fijar PIN de Coco Cocinero' }));
    const form = await screen.findByRole('form', { name: 'Fijar PIN de Coco Cocinero' });
    fireEvent.change(within(form).getByLabelText('PIN (4 a 6 dígitos)'), { target: { value: '2468' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar PIN' }));
    await screen.findByRole('table', { name: 'PIN del personal' });
    expect(api.callsTo(`PUT /restaurant/personal/${cookId}/pin`)[0]?.body).toEqual({ pin: '2468' });

    const idle = screen.getByRole('form', { name: 'Bloqueo por inactividad' });
    fireEvent.change(within(idle).getByLabelText('Bloquear los dispositivos tras estos minutos sin uso (0: nunca)'), {
      target: { value: '5' },
    });
    fireEvent.click(within(idle).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByText('Bloqueo por inactividad guardado')).textContent).toBe('Bloqueo por inactividad guardado');
    expect(api.callsTo('PUT /restaurant/personal/ajustes')[0]?.body).toEqual({ idle_lock_minutes: 5 });
  });
});
