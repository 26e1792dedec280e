/**
 * The shared menu as one branch sells it (issue 37 item 4): SQL over a dish `d` whose branch's own price and
 * availability (`branch_dishes`) are joined as `bd`, and whether the branch is short of its supplies
 * (`dish_shortages`) as `ds`, by `branchDishes(param)`; no branch (a null param) is the menu as it is.
 */
export const branchDishes = (branchParam: string) =>
  `LEFT JOIN branch_dishes bd ON bd.branch_id = ${branchParam}::uuid AND bd.dish_id = d.id
   LEFT JOIN dish_shortages ds ON ds.branch_id = ${branchParam}::uuid AND ds.dish_id = d.id`;
export const branchPrice = 'coalesce(bd.price, d.price)';
export const branchAvailable = '(d.available AND coalesce(bd.available, true) AND ds.dish_id IS NULL)';

/** Whose menu: the restaurant's, as one branch sells it, or (no `branchId`) as it is. */
export interface MenuScope {
  restaurantId: string;
  branchId?: string | undefined;
}
