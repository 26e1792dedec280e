import {
  issuerDefaults,
  type IssuerDetail,
  type RestaurantIssuerRequestItem,
  type UpdateIssuerInput,
  type mailEncryptions,
} from '@mb/contracts';

type MailEncryption = (typeof mailEncryptions)[number];

/** The modal's inputs, as text the way the inputs hold them. */
export interface IssuerFormValues {
  nit: string;
  dv: string;
  business_name: string;
  merchant_registration: string;
  email: string;
  phone: string;
  address: string;
  /** Spec 3 §2.1: the API's own mail configuration; the mail_* fields are then left out. */
  use_default_mail: boolean;
  mail_host: string;
  mail_port: string;
  mail_username: string;
  mail_password: string;
  mail_encryption: MailEncryption;
}

/** The code fields the modal does not show: the defaults for a new issuer, the stored ones on edit. */
export type IssuerCodes = Pick<
  IssuerDetail,
  'type_document_identification_id' | 'type_organization_id' | 'type_regime_id' | 'type_liability_id' | 'municipality_id'
>;

export type IssuerFields = Omit<UpdateIssuerInput, 'nit' | 'dv'>;

export const defaultIssuerCodes: IssuerCodes = {
  type_document_identification_id: issuerDefaults.type_document_identification_id,
  type_organization_id: issuerDefaults.type_organization_id,
  type_regime_id: issuerDefaults.type_regime_id,
  type_liability_id: issuerDefaults.type_liability_id,
  municipality_id: issuerDefaults.municipality_id,
};

export const newIssuerValues: IssuerFormValues = {
  nit: '',
  dv: '',
  business_name: '',
  merchant_registration: '',
  email: '',
  phone: '',
  address: '',
  use_default_mail: true,
  mail_host: issuerDefaults.mail_host,
  mail_port: String(issuerDefaults.mail_port),
  mail_username: '',
  mail_password: '',
  mail_encryption: issuerDefaults.mail_encryption,
};

/** The stored issuer in the modal; the mail password is never sent back, so it has to be typed again. */
export function valuesOf(issuer: IssuerDetail): IssuerFormValues {
  return {
    nit: issuer.nit,
    dv: issuer.dv,
    business_name: issuer.business_name,
    merchant_registration: issuer.merchant_registration ?? '',
    email: issuer.email,
    phone: issuer.phone,
    address: issuer.address,
    use_default_mail: !issuer.mail_host,
    mail_host: issuer.mail_host ?? issuerDefaults.mail_host,
    mail_port: String(issuer.mail_port ?? issuerDefaults.mail_port),
    mail_username: issuer.mail_username ?? '',
    mail_password: '',
    mail_encryption: issuer.mail_encryption ?? issuerDefaults.mail_encryption,
  };
}

/** A restaurant owner's request in the modal: the company as the owner typed it, the default mail configuration. */
export const requestValues = (request: RestaurantIssuerRequestItem): IssuerFormValues => ({
  ...newIssuerValues,
  nit: request.nit,
  dv: request.dv,
  business_name: request.business_name,
  email: request.email,
  phone: request.phone,
  address: request.address,
});

/** The stored codes of an issuer, or those of a request (a restaurant's company is identified by its NIT). */
export const codesOf = (issuer: IssuerDetail | RestaurantIssuerRequestItem): IssuerCodes => ({
  type_document_identification_id:
    'type_document_identification_id' in issuer ? issuer.type_document_identification_id : issuerDefaults.type_document_identification_id,
  type_organization_id: issuer.type_organization_id,
  type_regime_id: issuer.type_regime_id,
  type_liability_id: issuer.type_liability_id,
  municipality_id: issuer.municipality_id,
});

/** The issuer fields sent on create and edit (spec 3 §3): no mail_* at all with the default mail configuration. */
export function issuerFieldsOf(values: IssuerFormValues, codes: IssuerCodes): IssuerFields {
  const merchantRegistration = values.merchant_registration.trim();
  const fields: IssuerFields = {
    ...codes,
    business_name: values.business_name.trim(),
    ...(merchantRegistration ? { merchant_registration: merchantRegistration } : {}),
    address: values.address.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
  };
  if (values.use_default_mail) return fields;
  return {
    ...fields,
    mail_host: values.mail_host.trim(),
    mail_port: Number(values.mail_port),
    mail_username: values.mail_username.trim(),
    mail_password: values.mail_password,
    mail_encryption: values.mail_encryption,
  };
}
