/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { makeDish } from '../testing/order-fixtures.js';
import { addToDraft, clearDraft, draftLines } from './draft-cart.js';

const id = (n: number) => `0f000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const churrasco = makeDish({
  name: 'Churrasco',
  price: 45000,
  option_groups: [
    { id: id(1), name: 'Término', multiple: false, required: true, max: null, options: [{ id: id(2), name: 'medio', extra: 0 }] },
    {
      id: id(3),
      name: 'Adiciones',
      multiple: true,
      required: false,
      max: null,
      options: [
        { id: id(4), name: 'Huevo', extra: 3000 },
        { id: id(5), name: 'Queso', extra: 2500 },
      ],
    },
  ],
});
const user = 'mesera';

beforeEach(() => clearDraft(user));

describe('Pedido guardado en el dispositivo, con opciones', () => {
  it('keeps each line with its options as chosen, priced with their extras; the same options add up', () => {
    addToDraft(user, churrasco, [id(4), id(2)]);
    addToDraft(user, churrasco, [id(2), id(4)].reverse());
    addToDraft(user, churrasco, [id(2)]);
    expect(draftLines(user).map(({ id: _id, ...line }) => line)).toEqual([
      {
        dish_id: churrasco.id,
        name: 'Churrasco',
        unit_price: 48000,
        quantity: 2,
        note: '',
        options: [
          { group: 'Término', name: 'medio', extra: 0 },
          { group: 'Adiciones', name: 'Huevo', extra: 3000 },
        ],
        option_ids: [id(4), id(2)],
        available: true,
        line_total: 96000,
      },
      {
        dish_id: churrasco.id,
        name: 'Churrasco',
        unit_price: 45000,
        quantity: 1,
        note: '',
        options: [{ group: 'Término', name: 'medio', extra: 0 }],
        option_ids: [id(2)],
        available: true,
        line_total: 45000,
      },
    ]);
  });
});
