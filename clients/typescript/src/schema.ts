// Generated from the gateway's OpenAPI document by `make client`; never edit by hand.
export interface paths {
    "/v1/card-registrations/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card registration page inside the iframe (registration.checkout_url) */
        get: operations["getCardRegistrationPage"];
        put?: never;
        /** The registration form posted from inside the iframe (3DS included) */
        post: operations["postCardRegistrationForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List saved cards (deleted cards are never listed) */
        get: operations["getCards"];
        put?: never;
        /** Start a card registration (3DS in the gateway-hosted iframe) */
        post: operations["postCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a card */
        get: operations["getCardsId"];
        put?: never;
        post?: never;
        /** Delete a card (logical; card.deleted is sent once, a repeat answers 204 again) */
        delete: operations["deleteCardsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cards/{id}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charge a saved card (synchronous; idempotent by reference) */
        post: operations["postCardsIdCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout-pages/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card payment page inside the iframe (checkout.checkout_url), and its form */
        get: operations["getCheckoutIframePage"];
        put?: never;
        /** The card form posted from inside the iframe (proxied to the processor, never exposed) */
        post: operations["postCheckoutIframeForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a hosted checkout session (the same open reference replays it) */
        post: operations["postCheckoutSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hosted checkout page of a session (HTML for the buyer; spec 4.4) */
        get: operations["getHostedCheckoutPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/{session_id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer's transfer receipt, uploaded from the hosted page (same limits as the API's upload) */
        post: operations["postHostedCheckoutReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: operations["getCustomers"];
        put?: never;
        /** Not available: customers are created implicitly by payments and cards */
        post: operations["postCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a customer by its cust_ id */
        get: operations["getCustomersId"];
        put?: never;
        post?: never;
        /** Not available: customers are created implicitly by payments and cards */
        delete: operations["deleteCustomersId"];
        options?: never;
        head?: never;
        /** Not available: customers are created implicitly by payments and cards */
        patch: operations["patchCustomersId"];
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events (kept at least 30 days) */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an event with its deliveries and their attempts */
        get: operations["getEventsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the event again, under the same event id, to every enabled endpoint that takes it */
        post: operations["postEventsIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payments */
        get: operations["getPayments"];
        put?: never;
        /** Create a payment (idempotent by reference) */
        post: operations["postPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a payment with provider_data (and receipts for transfers) */
        get: operations["getPaymentsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending payment */
        post: operations["postPaymentsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a transfer (also confirms late: expired, cancelled or failed payments) */
        post: operations["postPaymentsIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a transfer receipt (multipart: file, notes). Images are normalized to at most 1200 px wide at quality 80 with a 300 px thumbnail; PDFs are stored as uploaded */
        post: operations["postPaymentsIdReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/receipts/{receiptId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a receipt’s stored file (needs the API key) */
        get: operations["getPaymentsIdReceiptsReceiptIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/receipts/{receiptId}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a receipt image’s 300 px thumbnail (needs the API key) */
        get: operations["getPaymentsIdReceiptsReceiptIdThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a transfer receipt */
        post: operations["postPaymentsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse a confirmed card payment before the settlement cut */
        post: operations["postPaymentsIdReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/provider-callbacks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A card processor's signed callback (X-Provider-Signature: t=…,v1=…; refused beyond 5 minutes) */
        post: operations["postProviderCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/cards/{id}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The pending registration fails */
        post: operations["postTestHelpersCardsIdFail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/cards/{id}/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The pending registration passes 3DS; the sandbox number (default 4111 1111 1111 1111) then decides, as in the iframe */
        post: operations["postTestHelpersCardsIdRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/checkout-sessions/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The session's deadline is reached now (the scheduler's path); its pending attempts expire */
        post: operations["postTestHelpersCheckoutSessionsIdExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/payments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The provider approves a pending card payment (the real callback path) */
        post: operations["postTestHelpersPaymentsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/payments/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The provider declines a pending card payment */
        post: operations["postTestHelpersPaymentsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/payments/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment's deadline is reached now (the scheduler's path) */
        post: operations["postTestHelpersPaymentsIdExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-helpers/payments/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The provider's settlement cut passes for the payment */
        post: operations["postTestHelpersPaymentsIdSettle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: operations["getWebhookEndpoints"];
        put?: never;
        /** Create a webhook endpoint (the secret is shown only here) */
        post: operations["postWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint (without its secret) */
        get: operations["getWebhookEndpointsId"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint: it receives nothing more, pending deliveries are cancelled */
        delete: operations["deleteWebhookEndpointsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret; the old one keeps signing as a second signature for 24 hours */
        post: operations["postWebhookEndpointsIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Card: {
            brand: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            /** @description cust_ id of the card's customer */
            customer_id: string;
            /** @description MM/YY */
            expires: string | null;
            /** @description card_ id */
            id: string;
            last_four: string | null;
            /** @constant */
            provider: "provider_a";
            /**
             * Format: date-time
             * @description When the registration completed; for a card still pending (or invalid), when it began
             * @example 2026-11-24T10:15:00.000-03:00
             */
            registered_at: string;
            /** @enum {string} */
            status: "pending" | "registered" | "invalid" | "deleted";
        };
        CheckoutSession: {
            /** @description Decimal string with two decimals, e.g. "150000.00" */
            amount: string;
            cancel_url: string;
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            /** @constant */
            currency: "PYG";
            description: string;
            /** @enum {string} */
            environment: "test" | "live";
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            expires_at: string;
            /** @description cs_... */
            id: string;
            line_items: {
                name: string;
                quantity: number;
                unit_amount: number;
            }[];
            /** @description As sent; {} when none was sent */
            metadata: {
                [key: string]: unknown;
            };
            methods: ("provider_a" | "provider_b" | "transferencia")[];
            reference: string;
            /** @enum {string} */
            status: "open" | "completed" | "expired" | "cancelled";
            success_url: string;
            /** @description {base_url}/v1/checkout/<id>: send the buyer here */
            url: string;
        };
        Customer: {
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            /** @description The customerId the integrator sent */
            external_id: string;
            /** @description cust_ id; this is what the provider receives as the customer id */
            id: string;
            last_seen_at: string | null;
            last_seen_email: string | null;
            last_seen_lastname: string | null;
            last_seen_name: string | null;
            last_seen_phone: string | null;
            last_seen_provider: ("provider_a" | "provider_b" | "transferencia") | null;
            last_seen_ruc: string | null;
            last_seen_source: ("payment" | "card_registration" | "card_charge") | null;
        };
        /**
         * @example {
         *       "error": {
         *         "code": "VALIDATION_FAILED",
         *         "message": "The request is invalid.",
         *         "details": {
         *           "fields": {
         *             "expires_in": [
         *               "must be at least 60"
         *             ]
         *           }
         *         },
         *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
         *       }
         *     }
         */
        Error: {
            error: {
                /** @enum {string} */
                code: "VALIDATION_FAILED" | "MALFORMED_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REFERENCE_ALREADY_USED" | "INVALID_STATE" | "REVERSAL_WINDOW_CLOSED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "PROVIDER_ERROR" | "UNAVAILABLE" | "INTERNAL";
                details?: {
                    [key: string]: unknown;
                };
                message: string;
                request_id: string;
            };
        };
        Event: {
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            /** @description evt_ id: the webhook-id and X-Gateway-Event-Id of every delivery */
            id: string;
            /** @description The flat body the endpoints receive */
            payload: {
                [key: string]: unknown;
            };
            type: string;
        };
        EventWithDeliveries: {
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            deliveries: components["schemas"]["WebhookDelivery"][];
            /** @description evt_ id: the webhook-id and X-Gateway-Event-Id of every delivery */
            id: string;
            /** @description The flat body the endpoints receive */
            payload: {
                [key: string]: unknown;
            };
            type: string;
        };
        GetCardsIdResponse200: {
            data: components["schemas"]["Card"];
        };
        GetCardsResponse200: {
            data: components["schemas"]["Card"][];
            meta: {
                next_cursor: string | null;
                per_page: number;
                prev_cursor: string | null;
            };
        };
        GetCustomersIdResponse200: {
            data: components["schemas"]["Customer"];
        };
        GetCustomersResponse200: {
            data: components["schemas"]["Customer"][];
            meta: {
                next_cursor: string | null;
                per_page: number;
                prev_cursor: string | null;
            };
        };
        GetEventsIdResponse200: {
            data: components["schemas"]["EventWithDeliveries"];
        };
        GetEventsResponse200: {
            data: components["schemas"]["Event"][];
            meta: {
                next_cursor: string | null;
                per_page: number;
                prev_cursor: string | null;
            };
        };
        GetPaymentsIdResponse200: {
            data: components["schemas"]["Payment"];
        };
        GetPaymentsResponse200: {
            data: components["schemas"]["Payment"][];
            meta: {
                next_cursor: string | null;
                per_page: number;
                prev_cursor: string | null;
            };
        };
        GetWebhookEndpointsIdResponse200: {
            data: components["schemas"]["WebhookEndpoint"];
        };
        GetWebhookEndpointsResponse200: {
            data: components["schemas"]["WebhookEndpoint"][];
            meta: {
                next_cursor: string | null;
                per_page: number;
                prev_cursor: string | null;
            };
        };
        /**
         * @example {
         *       "id": "pay_8fJ2kLq9Xw3Zt7Rb",
         *       "reference": "order-1002",
         *       "provider": "transferencia",
         *       "amount": "150000.00",
         *       "currency": "PYG",
         *       "status": "pending",
         *       "created_at": "2026-11-24T10:15:00.000-03:00",
         *       "updated_at": "2026-11-24T10:15:00.000-03:00",
         *       "confirmed_at": null,
         *       "failed_at": null,
         *       "expires_at": null,
         *       "expired_at": null,
         *       "confirmed_after_expiry": false,
         *       "recovered_from_status": null,
         *       "rejection_reason": null,
         *       "metadata": {
         *         "order_id": "1002"
         *       },
         *       "customer_data": null,
         *       "provider_data": {
         *         "bank_accounts": [
         *           {
         *             "bank_name": "Banco Continental",
         *             "account_type": "Cuenta corriente",
         *             "account_number": "1234567890",
         *             "holder_name": "Tienda Sol S.A.",
         *             "holder_ruc": "80012345-6"
         *           }
         *         ],
         *         "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
         *       }
         *     }
         */
        Payment: {
            /** @description Decimal string with two decimals, e.g. "150000.00" */
            amount: string;
            checkout?: {
                checkout_url: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
                 * @example 2026-11-24T10:15:00.000-03:00
                 */
                expires_at: string;
            };
            checkout_session_id?: string;
            confirmed_after_expiry: boolean;
            confirmed_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            /** @constant */
            currency: "PYG";
            customer_data: {
                [key: string]: unknown;
            } | null;
            expired_at: string | null;
            expires_at: string | null;
            failed_at: string | null;
            id: string;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @enum {string} */
            provider: "provider_a" | "provider_b" | "transferencia";
            provider_data: ({
                bank_accounts: {
                    account_number: string;
                    account_type: string;
                    bank_name: string;
                    holder_name: string;
                    holder_ruc: string;
                }[];
                instructions: string;
            } | {
                [key: string]: unknown;
            }) | null;
            /** @description Transfers only, on GET of one payment */
            receipts?: components["schemas"]["Receipt"][];
            recovered_from_status: ("expired" | "cancelled" | "failed") | null;
            reference: string;
            rejection_reason: string | null;
            /** @enum {string} */
            status: "pending" | "processing" | "confirmed" | "failed" | "rejected" | "receipt_uploaded" | "expired" | "cancelled" | "reversed";
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            updated_at: string;
        };
        PostCardsIdChargeRequest: {
            amount: number;
            /** @constant */
            currency?: "PYG";
            metadata?: {
                [key: string]: unknown;
            } | null;
            reference: string;
        };
        PostCardsIdChargeResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostCardsIdChargeResponse201: {
            data: components["schemas"]["Payment"];
        };
        PostCardsRequest: {
            /** @description name, lastname, email and phone are required the first time a customer is seen */
            customer?: {
                customerId?: string;
                email?: string;
                lastname?: string;
                name?: string;
                phone?: string;
            };
            /** @description The customer's external id (alternative to customer.customerId) */
            customer_id?: string;
            /** @constant */
            provider: "provider_a";
            return_url?: string;
            target_origin: string | string[];
        };
        PostCardsResponse201: {
            data: {
                card_id: string;
                registration: {
                    /** @description The gateway page to embed as an iframe (allow="payment") */
                    checkout_url: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
                     * @example 2026-11-24T10:15:00.000-03:00
                     */
                    expires_at: string;
                };
                /** @constant */
                status: "pending";
            };
        };
        PostCheckoutSessionsRequest: {
            amount: number;
            cancel_url?: string;
            /** @constant */
            currency: "PYG";
            customer?: {
                customerId?: string;
                email?: string;
                lastname?: string;
                name?: string;
                phone?: string;
                ruc?: string;
            };
            description?: string;
            expires_in?: number;
            line_items?: {
                name: string;
                quantity: number;
                unit_amount: number;
            }[];
            metadata?: {
                [key: string]: unknown;
            } | null;
            methods?: ("provider_a" | "provider_b" | "transferencia")[];
            reference: string;
            success_url: string;
        };
        PostCheckoutSessionsResponse200: {
            data: components["schemas"]["CheckoutSession"];
        };
        PostCheckoutSessionsResponse201: {
            data: components["schemas"]["CheckoutSession"];
        };
        PostEventsIdRedeliverRequest: Record<string, never>;
        PostEventsIdRedeliverResponse202: {
            data: components["schemas"]["EventWithDeliveries"];
        };
        PostPaymentsIdCancelRequest: Record<string, never>;
        PostPaymentsIdCancelResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostPaymentsIdConfirmRequest: {
            notes?: string;
        };
        PostPaymentsIdConfirmResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostPaymentsIdReceiptRequest: {
            /**
             * Format: binary
             * @description JPEG, PNG or PDF, at most 10 MB; the type is decided by the content
             */
            file: string;
            notes?: string;
        };
        PostPaymentsIdReceiptResponse201: {
            data: components["schemas"]["Receipt"];
        };
        PostPaymentsIdRejectRequest: {
            reason: string;
        };
        PostPaymentsIdRejectResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostPaymentsIdReverseRequest: Record<string, never>;
        PostPaymentsIdReverseResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostPaymentsRequest: {
            amount: number;
            cancel_url?: string;
            card_id?: string;
            /** @constant */
            currency: "PYG";
            customer?: {
                customerId?: string;
                email?: string;
                lastname?: string;
                name?: string;
                phone?: string;
                ruc?: string;
            };
            customer_id?: string;
            expires_in?: number;
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @enum {string} */
            provider: "provider_a" | "provider_b" | "transferencia";
            reference: string;
            return_url?: string;
            target_origin?: string | string[];
        };
        PostPaymentsResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostPaymentsResponse201: {
            data: components["schemas"]["Payment"];
        };
        PostTestHelpersCardsIdFailRequest: {
            /** @description Which sandbox test card is saved (default 4111 1111 1111 1111) */
            number?: string;
        };
        PostTestHelpersCardsIdFailResponse200: {
            data: components["schemas"]["Card"];
        };
        PostTestHelpersCardsIdRegisterRequest: {
            /** @description Which sandbox test card is saved (default 4111 1111 1111 1111) */
            number?: string;
        };
        PostTestHelpersCardsIdRegisterResponse200: {
            data: components["schemas"]["Card"];
        };
        PostTestHelpersCheckoutSessionsIdExpireRequest: Record<string, never>;
        PostTestHelpersCheckoutSessionsIdExpireResponse200: {
            data: components["schemas"]["CheckoutSession"];
        };
        PostTestHelpersPaymentsIdApproveRequest: {
            reason?: string;
        };
        PostTestHelpersPaymentsIdApproveResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostTestHelpersPaymentsIdDeclineRequest: {
            reason?: string;
        };
        PostTestHelpersPaymentsIdDeclineResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostTestHelpersPaymentsIdExpireRequest: {
            reason?: string;
        };
        PostTestHelpersPaymentsIdExpireResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostTestHelpersPaymentsIdSettleRequest: {
            reason?: string;
        };
        PostTestHelpersPaymentsIdSettleResponse200: {
            data: components["schemas"]["Payment"];
        };
        PostWebhookEndpointsIdRotateSecretRequest: Record<string, never>;
        PostWebhookEndpointsIdRotateSecretResponse200: {
            data: components["schemas"]["WebhookEndpointWithSecret"];
        };
        PostWebhookEndpointsRequest: {
            description?: string;
            /** @description Event types to receive, e.g. payment.confirmed; omitted, or ["*"], means all */
            events?: string[];
            url: string;
        };
        PostWebhookEndpointsResponse201: {
            data: components["schemas"]["WebhookEndpointWithSecret"];
        };
        Receipt: {
            /**
             * @description What is stored: images are normalized to JPEG, PDFs are kept as uploaded
             * @enum {string}
             */
            content_type: "image/jpeg" | "application/pdf";
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            id: string;
            notes: string | null;
            /** @description Bytes of the stored file */
            size: number;
            /** @description 300 px wide JPEG; null for PDFs */
            thumbnail_url: string | null;
            /** @description The stored file; needs the API key */
            url: string;
        };
        WebhookDelivery: {
            attempts: {
                /**
                 * Format: date-time
                 * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
                 * @example 2026-11-24T10:15:00.000-03:00
                 */
                attempted_at: string;
                duration_ms: number;
                error: string | null;
                /** @description null when no answer came (timeout, refused) */
                status_code: number | null;
            }[];
            endpoint_id: string;
            id: string;
            next_attempt_at: string | null;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed" | "cancelled";
        };
        WebhookEndpoint: {
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            description: string | null;
            /** @description The event types it receives; ["*"] for all */
            events: string[];
            /** @description we_ id */
            id: string;
            /**
             * @description disabled after the receiver answered 410
             * @enum {string}
             */
            status: "enabled" | "disabled";
            url: string;
        };
        WebhookEndpointWithSecret: {
            /**
             * Format: date-time
             * @description ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)
             * @example 2026-11-24T10:15:00.000-03:00
             */
            created_at: string;
            description: string | null;
            /** @description The event types it receives; ["*"] for all */
            events: string[];
            /** @description we_ id */
            id: string;
            /** @description whsec_…: shown only in this response; verifies the webhook-signature header */
            secret: string;
            /**
             * @description disabled after the receiver answered 410
             * @enum {string}
             */
            status: "enabled" | "disabled";
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCardRegistrationPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The opaque token of the registration checkout_url, and the paths under it */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description Unknown token */
            404: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description The link expired */
            410: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
        };
    };
    postCardRegistrationForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The opaque token of the registration checkout_url, and the paths under it */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The next step or result */
            200: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description Unknown token */
            404: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
        };
    };
    getCards: {
        parameters: {
            query?: {
                cursor?: string;
                customer_id?: string;
                per_page?: number;
                status?: "pending" | "registered" | "invalid" | "deleted";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cards, newest first */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "string",
                     *           "customer_id": "string",
                     *           "provider": "provider_a",
                     *           "status": "pending",
                     *           "brand": "string",
                     *           "last_four": "string",
                     *           "expires": "string",
                     *           "registered_at": "2026-11-24T10:15:00.000-03:00",
                     *           "created_at": "2026-11-24T10:15:00.000-03:00"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "next_cursor": "string",
                     *         "prev_cursor": "string",
                     *         "per_page": -9007199254740991
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetCardsResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "provider_a",
                 *       "customer_id": "string",
                 *       "customer": {
                 *         "customerId": "string",
                 *         "name": "string",
                 *         "lastname": "string",
                 *         "email": "string",
                 *         "phone": "string"
                 *       },
                 *       "target_origin": "string",
                 *       "return_url": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostCardsRequest"];
            };
        };
        responses: {
            /** @description A pending card and the registration page to embed */
            201: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "card_id": "string",
                     *         "status": "pending",
                     *         "registration": {
                     *           "checkout_url": "string",
                     *           "expires_at": "2026-11-24T10:15:00.000-03:00"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostCardsResponse201"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED; details.fields names each field */
            422: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PROVIDER_ERROR: the provider refused (a new customer without its data) or failed */
            502: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCardsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "customer_id": "string",
                     *         "provider": "provider_a",
                     *         "status": "pending",
                     *         "brand": "string",
                     *         "last_four": "string",
                     *         "expires": "string",
                     *         "registered_at": "2026-11-24T10:15:00.000-03:00",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetCardsIdResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such card */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCardsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such card */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCardsIdCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1,
                 *       "currency": "PYG",
                 *       "reference": "string",
                 *       "metadata": {
                 *         "property1": null,
                 *         "property2": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PostCardsIdChargeRequest"];
            };
        };
        responses: {
            /** @description Idempotent replay: the original payment, unchanged */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostCardsIdChargeResponse200"];
                };
            };
            /** @description The payment, confirmed or failed with rejection_reason */
            201: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostCardsIdChargeResponse201"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such card */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description REFERENCE_ALREADY_USED with another amount, currency or card; INVALID_STATE for a card that is not registered */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED */
            422: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCheckoutIframePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The opaque token of checkout_url, and the form paths under it */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description Unknown token */
            404: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description The link expired */
            410: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
        };
    };
    postCheckoutIframeForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The opaque token of checkout_url, and the form paths under it */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The processor’s next step or result */
            200: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description Unknown token */
            404: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
        };
    };
    postCheckoutSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "string",
                 *       "amount": 1,
                 *       "currency": "PYG",
                 *       "success_url": "string",
                 *       "cancel_url": "string",
                 *       "methods": [
                 *         "provider_a"
                 *       ],
                 *       "expires_in": 60,
                 *       "description": "string",
                 *       "line_items": [
                 *         {
                 *           "name": "string",
                 *           "quantity": 1,
                 *           "unit_amount": 0
                 *         }
                 *       ],
                 *       "metadata": {
                 *         "property1": null,
                 *         "property2": null
                 *       },
                 *       "customer": {
                 *         "customerId": "string",
                 *         "name": "string",
                 *         "lastname": "string",
                 *         "email": "string",
                 *         "phone": "string",
                 *         "ruc": "string"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PostCheckoutSessionsRequest"];
            };
        };
        responses: {
            /** @description Replay: the open, unexpired session with this reference */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "url": "string",
                     *         "status": "open",
                     *         "reference": "string",
                     *         "environment": "test",
                     *         "amount": "string",
                     *         "currency": "PYG",
                     *         "methods": [
                     *           "provider_a"
                     *         ],
                     *         "description": "string",
                     *         "line_items": [
                     *           {
                     *             "name": "string",
                     *             "quantity": -9007199254740991,
                     *             "unit_amount": -9007199254740991
                     *           }
                     *         ],
                     *         "success_url": "string",
                     *         "cancel_url": "string",
                     *         "metadata": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "expires_at": "2026-11-24T10:15:00.000-03:00",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostCheckoutSessionsResponse200"];
                };
            };
            /** @description A new session: send the buyer to data.url */
            201: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "url": "string",
                     *         "status": "open",
                     *         "reference": "string",
                     *         "environment": "test",
                     *         "amount": "string",
                     *         "currency": "PYG",
                     *         "methods": [
                     *           "provider_a"
                     *         ],
                     *         "description": "string",
                     *         "line_items": [
                     *           {
                     *             "name": "string",
                     *             "quantity": -9007199254740991,
                     *             "unit_amount": -9007199254740991
                     *           }
                     *         ],
                     *         "success_url": "string",
                     *         "cancel_url": "string",
                     *         "metadata": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "expires_at": "2026-11-24T10:15:00.000-03:00",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostCheckoutSessionsResponse201"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED, also when no requested method is enabled for the account */
            422: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHostedCheckoutPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The cs_… id: it alone authorises the page while the session is open */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page: method selection, card form or bank transfer with receipt upload */
            200: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description The transfer receipt is in: on to success_url?status=pending */
            303: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such session */
            404: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
            /** @description The session is completed, expired or cancelled; the page sends the buyer back */
            410: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example string */
                    "text/html": string;
                };
            };
        };
    };
    postHostedCheckoutReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The open session whose transfer awaits a receipt */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "string",
                 *       "notes": "string"
                 *     }
                 */
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Back to the hosted page, with receipt_error when the file was refused */
            303: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAVAILABLE */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomers: {
        parameters: {
            query?: {
                cursor?: string;
                external_id?: string;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers, newest first */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "string",
                     *           "external_id": "string",
                     *           "last_seen_at": "2026-11-24T10:15:00.000-03:00",
                     *           "last_seen_source": "payment",
                     *           "last_seen_provider": "provider_a",
                     *           "last_seen_name": "string",
                     *           "last_seen_lastname": "string",
                     *           "last_seen_email": "string",
                     *           "last_seen_phone": "string",
                     *           "last_seen_ruc": "string",
                     *           "created_at": "2026-11-24T10:15:00.000-03:00"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "next_cursor": "string",
                     *         "prev_cursor": "string",
                     *         "per_page": -9007199254740991
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetCustomersResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Customers are read-only */
            405: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "external_id": "string",
                     *         "last_seen_at": "2026-11-24T10:15:00.000-03:00",
                     *         "last_seen_source": "payment",
                     *         "last_seen_provider": "provider_a",
                     *         "last_seen_name": "string",
                     *         "last_seen_lastname": "string",
                     *         "last_seen_email": "string",
                     *         "last_seen_phone": "string",
                     *         "last_seen_ruc": "string",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetCustomersIdResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such customer */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Customers are read-only */
            405: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Customers are read-only */
            405: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                card_id?: string;
                cursor?: string;
                from?: string;
                payment_id?: string;
                per_page?: number;
                to?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events, newest first */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "string",
                     *           "type": "string",
                     *           "created_at": "2026-11-24T10:15:00.000-03:00",
                     *           "payload": {
                     *             "property1": null,
                     *             "property2": null
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "next_cursor": "string",
                     *         "prev_cursor": "string",
                     *         "per_page": -9007199254740991
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetEventsResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "type": "string",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "deliveries": [
                     *           {
                     *             "id": "string",
                     *             "endpoint_id": "string",
                     *             "status": "pending",
                     *             "next_attempt_at": "2026-11-24T10:15:00.000-03:00",
                     *             "attempts": [
                     *               {
                     *                 "attempted_at": "2026-11-24T10:15:00.000-03:00",
                     *                 "status_code": -9007199254740991,
                     *                 "duration_ms": -9007199254740991,
                     *                 "error": "string"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetEventsIdResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such event */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postEventsIdRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["PostEventsIdRedeliverRequest"];
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "type": "string",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "payload": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "deliveries": [
                     *           {
                     *             "id": "string",
                     *             "endpoint_id": "string",
                     *             "status": "pending",
                     *             "next_attempt_at": "2026-11-24T10:15:00.000-03:00",
                     *             "attempts": [
                     *               {
                     *                 "attempted_at": "2026-11-24T10:15:00.000-03:00",
                     *                 "status_code": -9007199254740991,
                     *                 "duration_ms": -9007199254740991,
                     *                 "error": "string"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostEventsIdRedeliverResponse202"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such event */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 */
            200: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getPayments: {
        parameters: {
            query?: {
                cursor?: string;
                customer_id?: string;
                from?: string;
                per_page?: number;
                provider?: "provider_a" | "provider_b" | "transferencia";
                reference?: string;
                status?: "pending" | "processing" | "confirmed" | "failed" | "rejected" | "receipt_uploaded" | "expired" | "cancelled" | "reversed";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments, newest first */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *           "reference": "order-1002",
                     *           "provider": "transferencia",
                     *           "amount": "150000.00",
                     *           "currency": "PYG",
                     *           "status": "pending",
                     *           "created_at": "2026-11-24T10:15:00.000-03:00",
                     *           "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *           "confirmed_at": null,
                     *           "failed_at": null,
                     *           "expires_at": null,
                     *           "expired_at": null,
                     *           "confirmed_after_expiry": false,
                     *           "recovered_from_status": null,
                     *           "rejection_reason": null,
                     *           "metadata": {
                     *             "order_id": "1002"
                     *           },
                     *           "customer_data": null,
                     *           "provider_data": {
                     *             "bank_accounts": [
                     *               {
                     *                 "bank_name": "Banco Continental",
                     *                 "account_type": "Cuenta corriente",
                     *                 "account_number": "1234567890",
                     *                 "holder_name": "Tienda Sol S.A.",
                     *                 "holder_ruc": "80012345-6"
                     *               }
                     *             ],
                     *             "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "next_cursor": "string",
                     *         "prev_cursor": "string",
                     *         "per_page": -9007199254740991
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetPaymentsResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "provider_a",
                 *       "amount": 1,
                 *       "currency": "PYG",
                 *       "reference": "string",
                 *       "target_origin": "string",
                 *       "return_url": "string",
                 *       "cancel_url": "string",
                 *       "expires_in": 60,
                 *       "customer": {
                 *         "customerId": "string",
                 *         "name": "string",
                 *         "lastname": "string",
                 *         "email": "string",
                 *         "phone": "string",
                 *         "ruc": "string"
                 *       },
                 *       "customer_id": "string",
                 *       "metadata": {
                 *         "property1": null,
                 *         "property2": null
                 *       },
                 *       "card_id": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostPaymentsRequest"];
            };
        };
        responses: {
            /** @description Idempotent replay: the original payment, unchanged */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostPaymentsResponse200"];
                };
            };
            /** @description A new payment */
            201: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostPaymentsResponse201"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description REFERENCE_ALREADY_USED with a different body */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED; details.fields names each field */
            422: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PROVIDER_ERROR: the processor failed; nothing was stored */
            502: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetPaymentsIdResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["PostPaymentsIdCancelRequest"];
            };
        };
        responses: {
            /** @description The payment after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostPaymentsIdCancelResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "notes": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostPaymentsIdConfirmRequest"];
            };
        };
        responses: {
            /** @description The confirmed payment */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostPaymentsIdConfirmResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "string",
                 *       "notes": "string"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PostPaymentsIdReceiptRequest"];
            };
        };
        responses: {
            /** @description The stored receipt; the payment is receipt_uploaded */
            201: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "content_type": "image/jpeg",
                     *         "size": -9007199254740991,
                     *         "notes": "string",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "url": "string",
                     *         "thumbnail_url": "string"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostPaymentsIdReceiptResponse201"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE: the payment cannot take a receipt */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the file is larger than 10 MB */
            413: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: not multipart/form-data */
            415: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: missing file, not a JPEG/PNG/PDF by content, corrupt image, not a transfer, or expired */
            422: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsIdReceiptsReceiptIdFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                receiptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored bytes, with the Content-Type they were stored as */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such receipt (or another tenant’s) */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsIdReceiptsReceiptIdThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                receiptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored bytes, with the Content-Type they were stored as */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such receipt (or another tenant’s) */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostPaymentsIdRejectRequest"];
            };
        };
        responses: {
            /** @description The rejected payment */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostPaymentsIdRejectResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsIdReverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["PostPaymentsIdReverseRequest"];
            };
        };
        responses: {
            /** @description The payment after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostPaymentsIdReverseResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProviderCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description provider_a or provider_b */
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Applied (or already applied) */
            200: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description UNAUTHORIZED: bad or stale signature */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: unknown provider or payment */
            404: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTestHelpersCardsIdFail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "number": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostTestHelpersCardsIdFailRequest"];
            };
        };
        responses: {
            /** @description The card after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "customer_id": "string",
                     *         "provider": "provider_a",
                     *         "status": "pending",
                     *         "brand": "string",
                     *         "last_four": "string",
                     *         "expires": "string",
                     *         "registered_at": "2026-11-24T10:15:00.000-03:00",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostTestHelpersCardsIdFailResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such card, or a live key */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The registration is already decided */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTestHelpersCardsIdRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "number": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostTestHelpersCardsIdRegisterRequest"];
            };
        };
        responses: {
            /** @description The card after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "customer_id": "string",
                     *         "provider": "provider_a",
                     *         "status": "pending",
                     *         "brand": "string",
                     *         "last_four": "string",
                     *         "expires": "string",
                     *         "registered_at": "2026-11-24T10:15:00.000-03:00",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostTestHelpersCardsIdRegisterResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such card, or a live key */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The registration is already decided */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTestHelpersCheckoutSessionsIdExpire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["PostTestHelpersCheckoutSessionsIdExpireRequest"];
            };
        };
        responses: {
            /** @description The session after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "url": "string",
                     *         "status": "open",
                     *         "reference": "string",
                     *         "environment": "test",
                     *         "amount": "string",
                     *         "currency": "PYG",
                     *         "methods": [
                     *           "provider_a"
                     *         ],
                     *         "description": "string",
                     *         "line_items": [
                     *           {
                     *             "name": "string",
                     *             "quantity": -9007199254740991,
                     *             "unit_amount": -9007199254740991
                     *           }
                     *         ],
                     *         "success_url": "string",
                     *         "cancel_url": "string",
                     *         "metadata": {
                     *           "property1": null,
                     *           "property2": null
                     *         },
                     *         "expires_at": "2026-11-24T10:15:00.000-03:00",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostTestHelpersCheckoutSessionsIdExpireResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such session, or a live key */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTestHelpersPaymentsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostTestHelpersPaymentsIdApproveRequest"];
            };
        };
        responses: {
            /** @description The payment after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostTestHelpersPaymentsIdApproveResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment, or a live key */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTestHelpersPaymentsIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostTestHelpersPaymentsIdDeclineRequest"];
            };
        };
        responses: {
            /** @description The payment after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostTestHelpersPaymentsIdDeclineResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment, or a live key */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTestHelpersPaymentsIdExpire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostTestHelpersPaymentsIdExpireRequest"];
            };
        };
        responses: {
            /** @description The payment after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostTestHelpersPaymentsIdExpireResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment, or a live key */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTestHelpersPaymentsIdSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostTestHelpersPaymentsIdSettleRequest"];
            };
        };
        responses: {
            /** @description The payment after the change */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "pay_8fJ2kLq9Xw3Zt7Rb",
                     *         "reference": "order-1002",
                     *         "provider": "transferencia",
                     *         "amount": "150000.00",
                     *         "currency": "PYG",
                     *         "status": "pending",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "updated_at": "2026-11-24T10:15:00.000-03:00",
                     *         "confirmed_at": null,
                     *         "failed_at": null,
                     *         "expires_at": null,
                     *         "expired_at": null,
                     *         "confirmed_after_expiry": false,
                     *         "recovered_from_status": null,
                     *         "rejection_reason": null,
                     *         "metadata": {
                     *           "order_id": "1002"
                     *         },
                     *         "customer_data": null,
                     *         "provider_data": {
                     *           "bank_accounts": [
                     *             {
                     *               "bank_name": "Banco Continental",
                     *               "account_type": "Cuenta corriente",
                     *               "account_number": "1234567890",
                     *               "holder_name": "Tienda Sol S.A.",
                     *               "holder_ruc": "80012345-6"
                     *             }
                     *           ],
                     *           "instructions": "Indicá la referencia order-1002 en el concepto de la transferencia."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostTestHelpersPaymentsIdSettleResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such payment, or a live key */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment is not in a state that allows this */
            409: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoints: {
        parameters: {
            query?: {
                cursor?: string;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints, newest first */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "string",
                     *           "url": "string",
                     *           "events": [
                     *             "string"
                     *           ],
                     *           "description": "string",
                     *           "status": "enabled",
                     *           "created_at": "2026-11-24T10:15:00.000-03:00"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "next_cursor": "string",
                     *         "prev_cursor": "string",
                     *         "per_page": -9007199254740991
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetWebhookEndpointsResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "string",
                 *       "events": [
                 *         "string"
                 *       ],
                 *       "description": "string"
                 *     }
                 */
                "application/json": components["schemas"]["PostWebhookEndpointsRequest"];
            };
        };
        responses: {
            /** @description The endpoint with its signing secret */
            201: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "url": "string",
                     *         "events": [
                     *           "string"
                     *         ],
                     *         "description": "string",
                     *         "status": "enabled",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "secret": "string"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostWebhookEndpointsResponse201"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: not http(s); in live not https or resolving to a loopback, private, link-local or metadata address; unknown event type */
            422: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "url": "string",
                     *         "events": [
                     *           "string"
                     *         ],
                     *         "description": "string",
                     *         "status": "enabled",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetWebhookEndpointsIdResponse200"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhookEndpointsIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["PostWebhookEndpointsIdRotateSecretRequest"];
            };
        };
        responses: {
            /** @description The endpoint with its new secret */
            200: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "string",
                     *         "url": "string",
                     *         "events": [
                     *           "string"
                     *         ],
                     *         "description": "string",
                     *         "status": "enabled",
                     *         "created_at": "2026-11-24T10:15:00.000-03:00",
                     *         "secret": "string"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PostWebhookEndpointsIdRotateSecretResponse200"];
                };
            };
            /** @description MALFORMED_REQUEST: the body is not a JSON object */
            400: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: missing, invalid or revoked API key */
            401: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such endpoint */
            404: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_FAILED: a query parameter is invalid or unknown */
            422: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Requests per second allowed for this API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current one-second window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL: unexpected error; quote error.request_id to support */
            500: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAVAILABLE: a dependency is down; retry with the same reference */
            503: {
                headers: {
                    /** @description Identifies this request; equals error.request_id in an error body. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "VALIDATION_FAILED",
                     *         "message": "The request is invalid.",
                     *         "details": {
                     *           "fields": {
                     *             "expires_in": [
                     *               "must be at least 60"
                     *             ]
                     *           }
                     *         },
                     *         "request_id": "req_4kT9wPz2Lm8Qx1Vb"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
