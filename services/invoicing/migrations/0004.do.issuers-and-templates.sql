-- Electronic-invoicing issuers (spec 3 §3) and the invoice template panel (spec 3 §2.2).

-- APIDIAN's document types (reference §7), copied from its seed CSV public/csv/type_documents.csv like 0002's lists;
-- the resolution form offers them (GET /facturacion/type_documents).
CREATE TABLE type_documents (
  id             integer PRIMARY KEY,
  name           text NOT NULL,
  code           text NOT NULL,
  cufe_algorithm text NOT NULL,
  prefix         text NOT NULL
);
INSERT INTO type_documents (id, name, code, cufe_algorithm, prefix) VALUES
(1, 'Factura de Venta Nacional', '01', 'CUFE-SHA384', 'fv'),
(2, 'Factura de Exportación', '02', 'CUFE-SHA384', 'fv'),
(3, 'Factura de Contingencia', '03', 'CUDE-SHA384', 'fv'),
(4, 'Nota Crédito', '91', 'CUDE-SHA384', 'nc'),
(5, 'Nota Débito', '92', 'CUDE-SHA384', 'nd'),
(6, 'ZIP', '', '', 'z'),
(7, 'AttachedDocument', '89', '', 'at'),
(8, 'ApplicationResponse', '88', 'CUDE-SHA384', 'ar'),
(9, 'Nomina Individual', '1', 'CUNE-SHA384', 'ni'),
(10, 'Nomina Individual de Ajuste', '2', 'CUNE-SHA384', 'na');

-- An issuer is a company in APIDIAN, created through the admin screens; its id is APIDIAN's company id. The row keeps
-- what the screens list and the edit modal shows. The APIDIAN token is kept encrypted (AES-256-GCM under
-- ISSUER_TOKEN_KEY: iv ‖ tag ‖ ciphertext) with its sha256 to find the issuer a call's token belongs to. The mail
-- password is passed to APIDIAN and never kept; corporate_email is the issuer's own sending mailbox (mail_username),
-- empty when it uses APIDIAN's default mail configuration.
CREATE TABLE issuers (
  id                              integer PRIMARY KEY,
  nit                             text NOT NULL UNIQUE CHECK (nit ~ '^[0-9]{1,15}$'),
  dv                              text NOT NULL CHECK (dv ~ '^[0-9]$'),
  business_name                   text NOT NULL,
  email                           text NOT NULL,
  corporate_email                 text,
  type_document_identification_id integer NOT NULL REFERENCES type_document_identifications (id),
  type_organization_id            integer NOT NULL REFERENCES type_organizations (id),
  type_regime_id                  integer NOT NULL REFERENCES type_regimes (id),
  type_liability_id               integer NOT NULL REFERENCES type_liabilities (id),
  municipality_id                 integer NOT NULL REFERENCES municipalities (id),
  merchant_registration           text,
  address                         text NOT NULL,
  phone                           text NOT NULL,
  mail_host                       text,
  mail_port                       integer,
  mail_username                   text,
  mail_encryption                 text CHECK (mail_encryption IN ('tls', 'ssl', 'none')),
  token_encrypted                 bytea NOT NULL,
  token_sha256                    text NOT NULL UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  configured                      boolean NOT NULL DEFAULT false, -- software set up
  signature_configured            boolean NOT NULL DEFAULT false, -- certificate set up
  certificate_expiration_date     text,                           -- as APIDIAN read it from the certificate
  type_environment_id             integer NOT NULL DEFAULT 2 CHECK (type_environment_id IN (1, 2)),
  created_at                      timestamptz NOT NULL DEFAULT now(),
  updated_at                      timestamptz NOT NULL DEFAULT now()
);

-- The numbering resolutions APIDIAN took for an issuer, keyed as APIDIAN upserts them (reference §3.4); the list
-- shows how many there are.
CREATE TABLE issuer_resolutions (
  issuer_id        integer NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  type_document_id integer NOT NULL, -- APIDIAN's type ids go past the seed CSV's (support documents, ...)
  resolution       text NOT NULL DEFAULT '',
  prefix           text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer_id, type_document_id, resolution, prefix)
);

-- Invoice templates: the test-set tab's samples and the panel's own. `position` keeps the panel's order.
CREATE TABLE invoice_templates (
  key        text PRIMARY KEY CHECK (key ~ '^[a-z0-9_]{1,80}$'),
  label      text NOT NULL,
  payload    jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  position   integer GENERATED ALWAYS AS IDENTITY,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The nine samples (spec 3 §3, §9): sales invoices (type 1) on the DIAN test resolution SETP 990000000-995000000,
-- numbered from 990000001; unit 70, VAT (tax 1) at 19 % and 0 %, credit (payment form 2) by transfer (30) or cash
-- (10), always as a list so the test-set tab can date it; the global discount is 50000 on 1000000. Amounts are
-- decimal strings whose totals add up: line = price × quantity − line discount; tax exclusive = sum of lines; tax
-- inclusive = that + VAT; payable = tax inclusive − global discount. Customers carry their DIAN check digit and
-- existing municipality ids (149 Bogotá, 1 Medellín, 1006 Cali, 820 Armenia).
INSERT INTO invoice_templates (key, label, payload) VALUES
('template_descuento_global', 'Una línea con descuento global', '{
  "number": 990000001,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Suscripción anual con descuento comercial global.",
  "sendmail": false,
  "sendmailtome": false,
  "customer": {
    "identification_number": "901458372",
    "dv": "1",
    "name": "Comercializadora Andina SAS",
    "phone": "6017456321",
    "address": "Calle 72 # 10-34, oficina 501",
    "email": "facturacion@andina.example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 6,
    "type_organization_id": 1,
    "type_liability_id": 14,
    "municipality_id": 149,
    "type_regime_id": 1,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 30,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "allowance_charges": [
    {
      "discount_id": 10,
      "charge_indicator": false,
      "allowance_charge_reason": "Descuento general",
      "amount": "50000.00",
      "base_amount": "1000000.00"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "1000000.00",
    "tax_exclusive_amount": "1000000.00",
    "tax_inclusive_amount": "1190000.00",
    "allowance_total_amount": "50000.00",
    "charge_total_amount": "0.00",
    "payable_amount": "1140000.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "190000.00",
      "percent": "19.00",
      "taxable_amount": "1000000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "1000000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "190000.00",
          "taxable_amount": "1000000.00",
          "percent": "19.00"
        }
      ],
      "description": "Licencia anual Software Restaurante plan Pro",
      "notes": "",
      "code": "REST-PRO-12",
      "type_item_identification_id": 4,
      "price_amount": "1000000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_sin_descuentos', 'Una línea sin descuentos', '{
  "number": 990000002,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Factura de prueba sin descuentos.",
  "sendmail": false,
  "sendmailtome": false,
  "customer": {
    "identification_number": "800199436",
    "dv": "4",
    "name": "Distribuciones del Valle de Aburrá SAS",
    "phone": "6044481200",
    "address": "Carrera 43A # 1-50, torre 2",
    "email": "contabilidad@aburra.example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 6,
    "type_organization_id": 1,
    "type_liability_id": 14,
    "municipality_id": 1,
    "type_regime_id": 1,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 10,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "1000000.00",
    "tax_exclusive_amount": "1000000.00",
    "tax_inclusive_amount": "1190000.00",
    "allowance_total_amount": "0.00",
    "charge_total_amount": "0.00",
    "payable_amount": "1190000.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "190000.00",
      "percent": "19.00",
      "taxable_amount": "1000000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "1000000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "190000.00",
          "taxable_amount": "1000000.00",
          "percent": "19.00"
        }
      ],
      "description": "Licencia anual Software Restaurante plan Gold",
      "notes": "",
      "code": "REST-GOLD-12",
      "type_item_identification_id": 4,
      "price_amount": "1000000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_varios_metodos', 'Varios métodos de pago', '{
  "number": 990000003,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Pago parcial por transferencia y en efectivo.",
  "sendmail": false,
  "sendmailtome": false,
  "customer": {
    "identification_number": "830045678",
    "dv": "8",
    "name": "Cafés Especiales del Quindío SAS",
    "phone": "6067412233",
    "address": "Calle 21 # 14-18, local 3",
    "email": "compras@cafesquindio.example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 6,
    "type_organization_id": 1,
    "type_liability_id": 14,
    "municipality_id": 820,
    "type_regime_id": 1,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 30,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    },
    {
      "payment_form_id": 2,
      "payment_method_id": 10,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "500000.00",
    "tax_exclusive_amount": "500000.00",
    "tax_inclusive_amount": "595000.00",
    "allowance_total_amount": "0.00",
    "charge_total_amount": "0.00",
    "payable_amount": "595000.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "95000.00",
      "percent": "19.00",
      "taxable_amount": "500000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "2",
      "line_extension_amount": "500000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "95000.00",
          "taxable_amount": "500000.00",
          "percent": "19.00"
        }
      ],
      "description": "Licencia semestral Software Restaurante plan Estándar",
      "notes": "",
      "code": "REST-EST-6",
      "type_item_identification_id": 4,
      "price_amount": "250000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_additional_doc', 'Con documento adicional de referencia', '{
  "number": 990000004,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Según orden de compra OC-2025-0147.",
  "sendmail": false,
  "sendmailtome": false,
  "additional_document_reference": {
    "id": "OC-2025-0147",
    "date": "2025-05-30",
    "type_document_id": 1
  },
  "customer": {
    "identification_number": "901458372",
    "dv": "1",
    "name": "Comercializadora Andina SAS",
    "phone": "6017456321",
    "address": "Calle 72 # 10-34, oficina 501",
    "email": "facturacion@andina.example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 6,
    "type_organization_id": 1,
    "type_liability_id": 14,
    "municipality_id": 149,
    "type_regime_id": 1,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 30,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "800000.00",
    "tax_exclusive_amount": "800000.00",
    "tax_inclusive_amount": "952000.00",
    "allowance_total_amount": "0.00",
    "charge_total_amount": "0.00",
    "payable_amount": "952000.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "152000.00",
      "percent": "19.00",
      "taxable_amount": "800000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "800000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "152000.00",
          "taxable_amount": "800000.00",
          "percent": "19.00"
        }
      ],
      "description": "Implementación y capacitación Software Restaurante",
      "notes": "",
      "code": "SERV-IMPL",
      "type_item_identification_id": 4,
      "price_amount": "800000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_tirilla', 'Formato tirilla', '{
  "number": 990000005,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Venta de mostrador.",
  "sendmail": false,
  "sendmailtome": false,
  "head_note": "Gracias por su compra",
  "foot_note": "Conserve esta tirilla como soporte de pago",
  "establishment_name": "Punto de venta Centro",
  "establishment_address": "Calle 12 # 5-20",
  "establishment_phone": "6028890011",
  "establishment_municipality": 1006,
  "establishment_email": "puntocentro@example.com",
  "customer": {
    "identification_number": "1020304050",
    "dv": "8",
    "name": "María Fernanda Ríos Cárdenas",
    "phone": "3154447788",
    "address": "Avenida 6N # 23-45, apartamento 302",
    "email": "mariaf.rios@example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 3,
    "type_organization_id": 2,
    "type_liability_id": 117,
    "municipality_id": 1006,
    "type_regime_id": 2,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 10,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "16000.00",
    "tax_exclusive_amount": "16000.00",
    "tax_inclusive_amount": "19040.00",
    "allowance_total_amount": "0.00",
    "charge_total_amount": "0.00",
    "payable_amount": "19040.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "3040.00",
      "percent": "19.00",
      "taxable_amount": "16000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "2",
      "line_extension_amount": "10000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "1900.00",
          "taxable_amount": "10000.00",
          "percent": "19.00"
        }
      ],
      "description": "Rollo de papel térmico 80 mm",
      "notes": "",
      "code": "PAP-80",
      "type_item_identification_id": 4,
      "price_amount": "5000.00",
      "base_quantity": "1"
    },
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "6000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "1140.00",
          "taxable_amount": "6000.00",
          "percent": "19.00"
        }
      ],
      "description": "Lector de código de barras USB",
      "notes": "",
      "code": "LEC-USB",
      "type_item_identification_id": 4,
      "price_amount": "6000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_tres_lineas_global', 'Tres líneas con descuento global', '{
  "number": 990000006,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Renovación de tres aplicaciones con descuento global.",
  "sendmail": false,
  "sendmailtome": false,
  "customer": {
    "identification_number": "800199436",
    "dv": "4",
    "name": "Distribuciones del Valle de Aburrá SAS",
    "phone": "6044481200",
    "address": "Carrera 43A # 1-50, torre 2",
    "email": "contabilidad@aburra.example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 6,
    "type_organization_id": 1,
    "type_liability_id": 14,
    "municipality_id": 1,
    "type_regime_id": 1,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 30,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "allowance_charges": [
    {
      "discount_id": 10,
      "charge_indicator": false,
      "allowance_charge_reason": "Descuento general",
      "amount": "50000.00",
      "base_amount": "1000000.00"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "1000000.00",
    "tax_exclusive_amount": "1000000.00",
    "tax_inclusive_amount": "1190000.00",
    "allowance_total_amount": "50000.00",
    "charge_total_amount": "0.00",
    "payable_amount": "1140000.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "190000.00",
      "percent": "19.00",
      "taxable_amount": "1000000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "500000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "95000.00",
          "taxable_amount": "500000.00",
          "percent": "19.00"
        }
      ],
      "description": "Licencia anual Software Restaurante plan Pro",
      "notes": "",
      "code": "REST-PRO-12",
      "type_item_identification_id": 4,
      "price_amount": "500000.00",
      "base_quantity": "1"
    },
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "300000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "57000.00",
          "taxable_amount": "300000.00",
          "percent": "19.00"
        }
      ],
      "description": "Módulo de domicilios, 12 meses",
      "notes": "",
      "code": "MOD-DOM-12",
      "type_item_identification_id": 4,
      "price_amount": "300000.00",
      "base_quantity": "1"
    },
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "200000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "38000.00",
          "taxable_amount": "200000.00",
          "percent": "19.00"
        }
      ],
      "description": "Módulo de inventarios, 12 meses",
      "notes": "",
      "code": "MOD-INV-12",
      "type_item_identification_id": 4,
      "price_amount": "200000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_descuento_en_linea_una', 'Una línea con descuento en línea', '{
  "number": 990000007,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Descuento aplicado sobre la línea.",
  "sendmail": false,
  "sendmailtome": false,
  "customer": {
    "identification_number": "830045678",
    "dv": "8",
    "name": "Cafés Especiales del Quindío SAS",
    "phone": "6067412233",
    "address": "Calle 21 # 14-18, local 3",
    "email": "compras@cafesquindio.example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 6,
    "type_organization_id": 1,
    "type_liability_id": 14,
    "municipality_id": 820,
    "type_regime_id": 1,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 30,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "950000.00",
    "tax_exclusive_amount": "950000.00",
    "tax_inclusive_amount": "1130500.00",
    "allowance_total_amount": "0.00",
    "charge_total_amount": "0.00",
    "payable_amount": "1130500.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "180500.00",
      "percent": "19.00",
      "taxable_amount": "950000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "950000.00",
      "free_of_charge_indicator": false,
      "allowance_charges": [
        {
          "charge_indicator": false,
          "allowance_charge_reason": "Descuento por volumen",
          "amount": "50000.00",
          "base_amount": "1000000.00"
        }
      ],
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "180500.00",
          "taxable_amount": "950000.00",
          "percent": "19.00"
        }
      ],
      "description": "Licencia anual Software Restaurante plan Gold",
      "notes": "",
      "code": "REST-GOLD-12",
      "type_item_identification_id": 4,
      "price_amount": "1000000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_descuento_en_linea_tres', 'Tres líneas con descuento en línea', '{
  "number": 990000008,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Descuentos por volumen en cada línea.",
  "sendmail": false,
  "sendmailtome": false,
  "customer": {
    "identification_number": "901458372",
    "dv": "1",
    "name": "Comercializadora Andina SAS",
    "phone": "6017456321",
    "address": "Calle 72 # 10-34, oficina 501",
    "email": "facturacion@andina.example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 6,
    "type_organization_id": 1,
    "type_liability_id": 14,
    "municipality_id": 149,
    "type_regime_id": 1,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 30,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "915000.00",
    "tax_exclusive_amount": "915000.00",
    "tax_inclusive_amount": "1088850.00",
    "allowance_total_amount": "0.00",
    "charge_total_amount": "0.00",
    "payable_amount": "1088850.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "173850.00",
      "percent": "19.00",
      "taxable_amount": "915000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "2",
      "line_extension_amount": "360000.00",
      "free_of_charge_indicator": false,
      "allowance_charges": [
        {
          "charge_indicator": false,
          "allowance_charge_reason": "Descuento por volumen",
          "amount": "40000.00",
          "base_amount": "400000.00"
        }
      ],
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "68400.00",
          "taxable_amount": "360000.00",
          "percent": "19.00"
        }
      ],
      "description": "Licencia mensual Software Restaurante plan Estándar",
      "notes": "",
      "code": "REST-EST-1",
      "type_item_identification_id": 4,
      "price_amount": "200000.00",
      "base_quantity": "1"
    },
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "285000.00",
      "free_of_charge_indicator": false,
      "allowance_charges": [
        {
          "charge_indicator": false,
          "allowance_charge_reason": "Descuento por volumen",
          "amount": "15000.00",
          "base_amount": "300000.00"
        }
      ],
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "54150.00",
          "taxable_amount": "285000.00",
          "percent": "19.00"
        }
      ],
      "description": "Soporte técnico prioritario, 12 meses",
      "notes": "",
      "code": "SOP-PRI-12",
      "type_item_identification_id": 4,
      "price_amount": "300000.00",
      "base_quantity": "1"
    },
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "5",
      "line_extension_amount": "270000.00",
      "free_of_charge_indicator": false,
      "allowance_charges": [
        {
          "charge_indicator": false,
          "allowance_charge_reason": "Descuento por volumen",
          "amount": "30000.00",
          "base_amount": "300000.00"
        }
      ],
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "51300.00",
          "taxable_amount": "270000.00",
          "percent": "19.00"
        }
      ],
      "description": "Terminal de comandas para mesero",
      "notes": "",
      "code": "TER-CMD",
      "type_item_identification_id": 4,
      "price_amount": "60000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb),
('template_dos_lineas_descuentos', 'Dos líneas, descuento global y en línea, dos tarifas de IVA', '{
  "number": 990000009,
  "type_document_id": 1,
  "prefix": "SETP",
  "resolution_number": "18760000001",
  "date": "2025-06-02",
  "time": "10:00:00",
  "notes": "Una línea gravada al 19 % con descuento y una excluida al 0 %; descuento global.",
  "sendmail": false,
  "sendmailtome": false,
  "customer": {
    "identification_number": "1020304050",
    "dv": "8",
    "name": "María Fernanda Ríos Cárdenas",
    "phone": "3154447788",
    "address": "Avenida 6N # 23-45, apartamento 302",
    "email": "mariaf.rios@example.com",
    "merchant_registration": "0000000-00",
    "type_document_identification_id": 3,
    "type_organization_id": 2,
    "type_liability_id": 117,
    "municipality_id": 1006,
    "type_regime_id": 2,
    "tax_id": 1
  },
  "payment_form": [
    {
      "payment_form_id": 2,
      "payment_method_id": 10,
      "payment_due_date": "2025-07-02",
      "duration_measure": "30"
    }
  ],
  "allowance_charges": [
    {
      "discount_id": 10,
      "charge_indicator": false,
      "allowance_charge_reason": "Descuento general",
      "amount": "50000.00",
      "base_amount": "1000000.00"
    }
  ],
  "legal_monetary_totals": {
    "line_extension_amount": "1000000.00",
    "tax_exclusive_amount": "1000000.00",
    "tax_inclusive_amount": "1171000.00",
    "allowance_total_amount": "50000.00",
    "charge_total_amount": "0.00",
    "payable_amount": "1121000.00"
  },
  "tax_totals": [
    {
      "tax_id": 1,
      "tax_amount": "171000.00",
      "percent": "19.00",
      "taxable_amount": "900000.00"
    },
    {
      "tax_id": 1,
      "tax_amount": "0.00",
      "percent": "0.00",
      "taxable_amount": "100000.00"
    }
  ],
  "invoice_lines": [
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "1",
      "line_extension_amount": "900000.00",
      "free_of_charge_indicator": false,
      "allowance_charges": [
        {
          "charge_indicator": false,
          "allowance_charge_reason": "Descuento por volumen",
          "amount": "100000.00",
          "base_amount": "1000000.00"
        }
      ],
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "171000.00",
          "taxable_amount": "900000.00",
          "percent": "19.00"
        }
      ],
      "description": "Licencia anual Software Restaurante plan Pro",
      "notes": "",
      "code": "REST-PRO-12",
      "type_item_identification_id": 4,
      "price_amount": "1000000.00",
      "base_quantity": "1"
    },
    {
      "unit_measure_id": 70,
      "invoiced_quantity": "2",
      "line_extension_amount": "100000.00",
      "free_of_charge_indicator": false,
      "tax_totals": [
        {
          "tax_id": 1,
          "tax_amount": "0.00",
          "taxable_amount": "100000.00",
          "percent": "0.00"
        }
      ],
      "description": "Curso virtual de manipulación de alimentos",
      "notes": "",
      "code": "CUR-MAN",
      "type_item_identification_id": 4,
      "price_amount": "50000.00",
      "base_quantity": "1"
    }
  ]
}'::jsonb);
