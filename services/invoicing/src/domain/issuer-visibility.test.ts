import { isPlatformCompany } from './issuer-visibility.js';

describe('isPlatformCompany', () => {
  it('is the company with id 1 or the business name admin, whatever its case and spaces', () => {
    expect(isPlatformCompany({ id: 1, business_name: 'Mi Empresa SAS' })).toBe(true);
    expect(isPlatformCompany({ id: 7, business_name: ' Admin ' })).toBe(true);
    expect(isPlatformCompany({ id: 7, business_name: 'Administraciones SAS' })).toBe(false);
  });
});
