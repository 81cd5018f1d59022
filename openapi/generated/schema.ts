// generated, do not edit: `npm run generate:api` writes this file from openapi/openapi.yaml.
// CI fails when it is stale (`npm run check:api-types`).
export interface paths {
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record an audit event as a script or image ping
         * @description The same audit event as the POST, sent as a GET by a script or image ping, where no body can be
         *     sent: `Type` and `Parameters` are query parameters, `Parameters` repeated once per item. Open to
         *     anonymous visitors; the answer is 204 with no body (an image ping does not read it).
         */
        get: operations["pingAuditEvent"];
        put?: never;
        /**
         * Record a page view or key action
         * @description Records one audit event `{Type, Parameters[]}`. The app sends it as JSON through the typed
         *     client, or form-encoded through `navigator.sendBeacon` when a page is being left (repeated
         *     `Parameters` keys, one per item). Open to anonymous visitors; nothing is returned.
         */
        post: operations["recordAuditEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an error the app met (the error-reporting service)
         * @description The error-reporting service. The app reports here every call that failed without a JSON error body
         *     (the 'Failed to {action} ({status}). Please refresh the page and try again.' failures, with the
         *     start of the response cut to 300 characters), errors its pages failed to render, uncaught errors
         *     and script chunks that failed to load (ChunkLoadError). Fire-and-forget: the app does not wait for
         *     the answer, never retries, and never reports a failure of this operation itself (so reporting
         *     cannot loop).
         *
         *     No personal data: `Page` and `RequestPath` are paths without their query string or fragment
         *     (queries can carry a postcode or an email address), no cookie, form value or header other than
         *     the optional `UserAgent` is sent, and the server stores no IP address with a report. Open to
         *     anonymous visitors and needs no CSRF token (it must work when the session call is what failed).
         *
         *     Rate limited per client (the server's choice, for example 30 reports a minute): over the limit
         *     is 429 with `Retry-After`, and the app drops the report. 202: accepted for storage; the answer
         *     has no body.
         */
        post: operations["reportClientError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the server process running (for operators' probes)
         * @description For the platform that runs the server (a load balancer, Kubernetes): 200 as long as the process can
         *     answer at all. It touches no database, so a slow or lost database never gets the process restarted.
         *     Not rate limited: its calls never count towards a client's limit, it never answers 429, and its
         *     answers carry no `RateLimit-*` headers. The app never calls it.
         */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Can the server take traffic: does its database answer (for operators' probes)
         * @description For the platform that runs the server: 200 when a query on the database answers within 2 seconds,
         *     503 with `Retry-After` otherwise, so a load balancer sends no traffic to it until it does. Not rate
         *     limited, like `checkLiveness`: a probe's 429 would take a healthy node out of service. The app
         *     never calls it.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/savevehicleshortlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a vehicle to the signed-in shortlist
         * @description Adds one vehicle to the signed-in person's shortlist (a fixed path, outside /api/). The app
         *     sends `vehicleId` and `returnVehicle: false` with the session's CSRF token in `X-CSRF-Token`;
         *     it parses the JSON answer but does not use its content. Adding a vehicle already held is not
         *     an error. A shortlist holds at most 25 vehicles: a 26th is refused with 409 ("Your shortlist
         *     is full. You can add up to 25 vehicles."). Signed-out shortlists live in a cookie and never
         *     reach the server.
         */
        post: operations["saveVehicleToShortlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/deletevehicleshortlistbyid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a vehicle from the signed-in shortlist
         * @description Removes one vehicle from the signed-in person's shortlist (a fixed path, outside /api/). The app
         *     sends `vehicleId` with the session's CSRF token in `X-CSRF-Token`, like every call that changes
         *     data: without it, or with a wrong one, the answer is 403 and the shortlist is unchanged (a form
         *     posted from another site carries the cookie but never the token). Removing a vehicle that is not
         *     held is not an error.
         */
        post: operations["removeVehicleFromShortlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visitor's session
         * @description Returns the session state: whether the visitor is signed in (`IsAuthenticated`, false when
         *     signed out), the signed-in user, and the CSRF token to send as `X-CSRF-Token`. When the request
         *     carries no valid `fc_session` cookie, a new anonymous session is started and its cookie set.
         *     Called once when the app starts.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (forms/signin)
         * @description Signs the visitor in with email and password. The session id is rotated (a new `fc_session`
         *     cookie) and the new session state, with a new CSRF token, returned. Wrong credentials are 401
         *     with the friendly message "The email address or password is not right." (code 401). A form the
         *     schema refuses (a malformed email, a password out of its rule) is 400 with `Fields`; no rule
         *     beyond the schema applies, so sign in never answers 422.
         *
         *     Guessing is throttled apart from the general rate limit: after 10 failed sign-ins for one email
         *     address within 15 minutes, or 50 from one client address, further sign-ins to it are refused with
         *     429 (code 104), right password or not, until the oldest of those failures is 15 minutes old;
         *     `Retry-After` gives the seconds. An email address with no account is counted the same way. A
         *     successful sign-in clears its account's count. Other operations are not held back: a client
         *     keeps its general quota (`RateLimit-Remaining` above 0).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (forms/register)
         * @description Creates an account and signs the new user in (session rotated, new CSRF token). An email
         *     address that already has an account is refused with 409, its `Fields` naming `Email`.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete the account details (forms/complete-account)
         * @description Adds the details an account needs before the person can contact dealers from it (name, postcode,
         *     a phone number). Signed-in only. Returns the updated session state.
         */
        post: operations["completeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset link (forms/password-reminder)
         * @description Emails a password reset link when the address has an account. The answer is the same whether or
         *     not it has one, so the form cannot be used to find out who has an account.
         */
        post: operations["sendPasswordReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (/account/logoff/)
         * @description Ends the signed-in session and starts a new anonymous one (new cookie, new CSRF token), which is
         *     returned. Signing out an anonymous session is not an error.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/shortlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in shortlist
         * @description The signed-in person's shortlist: `VehicleIds` and the vehicles as cards, newest first, at most
         *     25, each card's `Position` its place in that order from 1. Sold vehicles stay on the list with `Sold: true` until removed; a vehicle the catalogue no
         *     longer holds stays as the card it was saved with, marked `NoLongerAvailable: true`.
         */
        get: operations["getShortlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/shortlist/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a signed-out shortlist into the account (on sign in)
         * @description When a visitor signs in (or registers) with vehicles in the signed-out shortlist cookie, the
         *     app sends that cookie's vehicle ids, newest first, and then clears the cookie. The account's own
         *     vehicles are never dropped: ids it already holds stay where they are, and the others are added
         *     as its newest vehicles, in the order sent, while it holds fewer than 25. The ids that did not fit
         *     (the oldest of those sent) come back in `NotAdded`, so the app can tell the person; ids that are
         *     no longer advertised are left out of both lists. The answer is the shortlist after the merge,
         *     newest first, as `GET /api/account/shortlist` gives it.
         */
        post: operations["mergeShortlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's saved searches
         * @description Every saved search of the signed-in person, newest first (at most 20).
         */
        get: operations["listSavedSearches"];
        put?: never;
        /**
         * Save a search (save-search-form)
         * @description Saves the current search criteria under a name, optionally with email alerts for new matches.
         *     A person can keep 20 saved searches; a 21st is refused with 409.
         */
        post: operations["saveSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/saved-searches/{savedSearchId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The saved search's `Id` (a random UUID, private to its owner).
                 * @example 6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01
                 */
                savedSearchId: components["parameters"]["savedSearchId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a saved search or switch its alerts (my-saved-search-edit)
         * @description Changes the name and email alerts of one of the signed-in person's saved searches.
         */
        put: operations["editSavedSearch"];
        post?: never;
        /**
         * Delete a saved search
         * @description Deletes one of the signed-in person's saved searches; its alerts stop.
         */
        delete: operations["deleteSavedSearch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/car/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count matching cars
         * @description Counts the cars matching the criteria, for the search button ('{n} cars', or 'no matching cars').
         *     Matching is defined under SearchCriteria; the count equals `Pagination.TotalRecords` of
         *     searchCars for the same criteria. A postcode that cannot be placed (malformed, of no area that
         *     exists, or BX: SearchCriteria.Distance) is answered 400 with code 102 and a FriendlyMessage for
         *     the postcode field. The app sends
         *     one count per criteria change; a later count supersedes an earlier one.
         */
        post: operations["countCarSearchResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/car/panel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The search panel for car criteria (update)
         * @description Returns the search panel (option lists with counters, make and model lists) for the criteria. The app
         *     merges it into its panel and keeps its own current postcode. The criteria come back as sent, with
         *     every option list filled in; the counters of makes and models (MakeModels) and of list filter entries
         *     count what choosing that entry would give, every other criterion unchanged (see
         *     SearchCriteria.MakeModels). For a list whose entries are ORed (fuels, body styles, colours, ...)
         *     an entry's counter is the count with that entry alone chosen in place of the list's selection,
         *     not added to it: it equals the count of a request choosing only that entry there. An invalid postcode is answered 400 with code 102, as for the count.
         */
        post: operations["updateCarSearchPanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/car/panel/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The whole search panel for car criteria (update_all)
         * @description Like the panel update, but the app first drops its existing make and model list and takes the whole panel from the answer (used after a make change).
         */
        post: operations["updateWholeCarSearchPanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/car/panel/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default car search panel (reset)
         * @description The fresh default panel the Reset button restores: empty postcode, every option at its default (Distance 1000, PaymentDeposit 1000, PaymentTerm 60, PaymentMileage 10000, SelectedSoldStatusV2 'notsold', SelectedVATInclusionType 'both', MinImageCountActive false, IsRecommendedSearch false). It is a GET because it reads and changes nothing, so it can be cached.
         */
        get: operations["resetCarSearchPanel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/car/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search cars (results)
         * @description One page of car results for `searchPanelParameters`: the cars matching the criteria (SearchCriteria)
         *     in the order of its SortOrder (every order is total: VehicleId breaks the last tie). The page is
         *     `pagination.CurrentPage` (authoritative; the criteria's PaginationCurrentPage is ignored) and its
         *     size `pagination.PageSize`, 1 to 20, default 20; page k holds the matches k×S−S+1 to k×S of the
         *     order, the last page the rest, and a page past the end is 200 with no cards (Pagination carries
         *     the page asked and the total). `Pagination.TotalRecords` is every match, equal to the count
         *     operation's RecordCount for the same criteria, and `Pagination.PageSize` the size used. A card's
         *     `Position` is its place in the whole order, (k−1)×S + its place on the page, from 1.
         *
         *     `Results` holds vehicle cards in order and may hold a `SpecialOffers` entry (a list of cards
         *     matching the same criteria; the app matches them by VehicleId and does not show an offer again
         *     that the page already lists). Offers are optional (a server may send none), take no place in the
         *     page size and are not counted in TotalRecords. The app fires its 'm:results' browser event after
         *     applying the answer. An invalid postcode is answered 400 with code 102, as for the count.
         */
        post: operations["searchCars"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/van/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count matching vans
         * @description Counts the vans matching the criteria, for the search button ('{n} vans', or 'no matching vans').
         *     Matching is defined under SearchCriteria; the count equals `Pagination.TotalRecords` of
         *     searchVans for the same criteria. An invalid postcode (malformed, or a district the server does not
         *     know) is answered 400 with code 102 and a FriendlyMessage for the postcode field. The app sends
         *     one count per criteria change; a later count supersedes an earlier one.
         */
        post: operations["countVanSearchResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/van/panel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The search panel for van criteria (update)
         * @description Returns the search panel (option lists with counters, make and model lists) for the criteria. The app
         *     merges it into its panel and keeps its own current postcode. The criteria come back as sent, with
         *     every option list filled in; the counters of makes and models (MakeModels) and of list filter entries
         *     count what choosing that entry would give, every other criterion unchanged (see
         *     SearchCriteria.MakeModels). For a list whose entries are ORed (fuels, body styles, colours, ...)
         *     an entry's counter is the count with that entry alone chosen in place of the list's selection,
         *     not added to it: it equals the count of a request choosing only that entry there. An invalid postcode is answered 400 with code 102, as for the count.
         */
        post: operations["updateVanSearchPanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/van/panel/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The whole search panel for van criteria (update_all)
         * @description Like the panel update, but the app first drops its existing make and model list and takes the whole panel from the answer (used after a make change).
         */
        post: operations["updateWholeVanSearchPanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/van/panel/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default van search panel (reset)
         * @description The fresh default panel the Reset button restores: empty postcode, every option at its default (Distance 1000, PaymentDeposit 1000, PaymentTerm 60, PaymentMileage 10000, SelectedSoldStatusV2 'notsold', SelectedVATInclusionType 'both', MinImageCountActive false, IsRecommendedSearch false). It is a GET because it reads and changes nothing, so it can be cached.
         */
        get: operations["resetVanSearchPanel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/van/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search vans (results)
         * @description One page of van results for `searchPanelParameters`: the vans matching the criteria (SearchCriteria)
         *     in the order of its SortOrder (every order is total: VehicleId breaks the last tie). The page is
         *     `pagination.CurrentPage` (authoritative; the criteria's PaginationCurrentPage is ignored) and its
         *     size `pagination.PageSize`, 1 to 20, default 20; page k holds the matches k×S−S+1 to k×S of the
         *     order, the last page the rest, and a page past the end is 200 with no cards (Pagination carries
         *     the page asked and the total). `Pagination.TotalRecords` is every match, equal to the count
         *     operation's RecordCount for the same criteria, and `Pagination.PageSize` the size used. A card's
         *     `Position` is its place in the whole order, (k−1)×S + its place on the page, from 1.
         *
         *     `Results` holds vehicle cards in order and may hold a `SpecialOffers` entry (a list of cards
         *     matching the same criteria; the app matches them by VehicleId and does not show an offer again
         *     that the page already lists). Offers are optional (a server may send none), take no place in the
         *     page size and are not counted in TotalRecords. The app fires its 'm:results' browser event after
         *     applying the answer. An invalid postcode is answered 400 with code 102, as for the count.
         */
        post: operations["searchVans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vehicle cards by id (recent and shortlist panels)
         * @description The cards of up to 25 vehicles named by id, in the order asked. The recent panel asks for the 4
         *     vehicles viewed last; the signed-out shortlist asks for the ids in its cookie. Ids that are no
         *     longer advertised are left out (sold vehicles are kept, with `Sold: true`).
         */
        get: operations["listVehicleCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{vehicleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A vehicle advert in detail
         * @description Everything the vehicle page shows: the card fields plus description, images, specification,
         *     the dealer and a finance representative example (Borrow, Over, Deposit, Pay, Interest, APR,
         *     Credit, Total and the terms link), the dealer's other stock, and where known how the price
         *     compares with its comparables (PriceIndicator, whose description states the rule) or why it has
         *     no label (PriceNotRated: exactly one of the two is present), and the model generation. With `postcode`, the distance to the dealer
         *     (DistanceMiles). A vehicle that was never advertised or has been withdrawn is 404; a sold one is
         *     returned with `Sold: true`.
         *
         *     `Finance` is the getFinanceQuote formula for the vehicle's GBPPriceIncVAT with a £1,000 deposit
         *     over 60 months (the calculator's defaults); absent when that would leave less than the minimum credit of
         *     £1,000 to borrow (a price under £2,000), and for any vehicle whose dealer gives no example. `DistanceMiles` is measured as search distances are
         *     (SearchCriteria.Distance: district centroids of openapi/data/postcode-districts.csv, haversine,
         *     one decimal place), with `DistanceIsApproximate`; a postcode that cannot be placed (no such area,
         *     or BX) leaves both out.
         */
        get: operations["getVehicle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dealer directory (/used-cars/dealers/, /used-vans/dealers/, /dealers/all/)
         * @description Dealers selling the vehicle type (every dealer, once, for `all`), nearest first when a postcode
         *     is given (distance measured as SearchCriteria.Distance says, ties by name), else by name; a
         *     postcode that cannot be placed is 400 code 102 with the words SearchCriteria.Distance gives; narrowed to a county or town (slugs from `GET /api/lookups/locations`).
         *     `Pagination.PageSize` says how many to a page (at most 20, the server's choice); a page after
         *     the last answers an empty list.
         */
        get: operations["listDealers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealers/{dealerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dealer
         * @description One dealer with every field (dealer page, contact forms, dealer map).
         */
        get: operations["getDealer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealers/{dealerId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dealer's reviews (the dealer page)
         * @description Buyers' reviews of one dealer, newest first (`PublishedAt`, then `Id` descending), `pageSize`
         *     to a page (default 10, at most 20), with the dealer's `Summary`: the last 12 months' reviews only
         *     (DealerReviewSummary states the rule). Every review is listed, older ones too. A page after the
         *     last answers an empty list (Pagination states it); a dealer with no reviews answers an empty
         *     list with `ReviewCount` 0. An unknown dealer is 404; a `page` or `pageSize` out of range or not
         *     a number is 400 (code 100).
         */
        get: operations["listDealerReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A finance quote (/car-finance-calculator/)
         * @description The monthly payment and representative example for a price, deposit, term and annual mileage,
         *     computed by this formula (so every server gives the same figures):
         *
         *     - Agreement: hire purchase (`FinanceType` HP) unless `financeType` is PCP (personal contract
         *       purchase, below); fixed rate (`RateType` fixed), lender 'Northgate Motor Finance Ltd',
         *       representative `APR` 9.9, no fees of any kind (no arrangement, documentation or
         *       option-to-purchase fee: `OtherCharges` 0). HP has no final payment and does not depend on
         *       mileage: for HP `annualMileage`, `vehicleAge` and `vehicleMileage` are validated and otherwise unused.
         *     - `CashPrice` = price, `Deposit` = deposit, `Borrow` = price − deposit, `Over` = term.
         *     - Monthly rate r = (1 + APR/100)^(1/12) − 1 (the monthly rate whose annual compound is the APR).
         *     - `Pay` = Borrow × r / (1 − (1 + r)^(−Over)), rounded half up to the penny; `MonthlyPayment` = Pay.
         *     - `Total` (total amount payable) = Deposit + Over × Pay; `Credit` (total cost of credit) =
         *       Over × Pay − Borrow; both to the penny (exact from the rounded Pay).
         *     - `Interest` (the fixed flat interest rate per year, %) = Credit / Borrow × 12 / Over × 100,
         *       rounded half up to 2 decimal places.
         *     - `TermsUrl` '/finance-terms/'.
         *
         *     Example (price 9495, deposit 1000, term 60): Borrow 8495, r = 0.0078983, Pay 178.32, Total
         *     11699.20, Credit 2204.20, Interest 5.19. The vehicle page's `Finance` and the monthly-cost search
         *     (SearchCriteria.MinPaymentMonthlyCost) use the same formula.
         *
         *     PCP (`financeType` PCP): the same rate, with an optional final payment, the guaranteed minimum
         *     future value (GMFV), that the buyer may pay to keep the car, or not pay by handing the car back
         *     (in fair condition, within the agreed mileage) or part-exchanging it.
         *     - The car at the end: age A = `vehicleAge` (whole years since first registration; 0, a new car,
         *       when not given) + Over / 12; miles M = `vehicleMileage` (the odometer now; 0 when not given) +
         *       `annualMileage` × Over / 12.
         *     - PCP is offered only when A ≤ 8 and M ≤ 100,000; otherwise 422 (code 100, "PCP is for cars up to
         *       8 years old and 100,000 miles at the end of the agreement: choose hire purchase, a shorter term
         *       or a lower mileage") and hire purchase applies.
         *     - `FinalPayment` (GMFV) = floor(price × (0.70 × 0.88^A − 0.0000015 × M)), whole pounds rounded down.
         *       The deposit must leave more than it to borrow (Borrow > FinalPayment), else 422 (code 100, "With
         *       PCP the deposit must leave more to borrow than the optional final payment of £{FinalPayment}:
         *       enter a deposit of £{price − FinalPayment − 1} or less").
         *     - `Pay` = (Borrow − FinalPayment × (1 + r)^(−Over)) × r / (1 − (1 + r)^(−Over)), rounded half up
         *       to the penny (the final payment falls due with the last monthly payment).
         *     - `Total` = Deposit + Over × Pay + FinalPayment; `Credit` = Total − CashPrice; `Interest` as for HP.
         *     - `AnnualMileage` = annualMileage, `VehicleAge` = vehicleAge and `VehicleMileage` = vehicleMileage
         *       (what the final payment was set for, 0 when not given), and
         *       `ExcessMileagePence`, the charge a mile over Over / 12 × AnnualMileage when the car is handed
         *       back or part-exchanged: 6 under £10,000, 8 from £10,000, 10 from £20,000 and 14 from £35,000 (by price).
         *
         *     Example (PCP, price 9495, deposit 1000, term 48, annualMileage 10000, vehicleAge 3, vehicleMileage
         *     30000): A 7, M 70,000, FinalPayment floor(9495 × 0.181070) = 1719, Pay 183.74, Total 11538.52,
         *     Credit 2043.52, Interest 6.01, ExcessMileagePence 6.
         *
         *     The APR is the rate i of FCA CONC App 1.1 for these payments: Borrow = Σ Pay × (1 + i)^(−k/12)
         *     (k = 1 … Over) + FinalPayment × (1 + i)^(−Over/12); solved for i and rounded to one decimal place,
         *     it is 9.9 for every quote (the penny rounding of Pay moves it by less than 0.05).
         *
         *     A quote is not a credit search: nothing is recorded with a credit reference agency.
         *
         *     The minimum credit: the lender lends £1,000 or more (RepresentativeExample.Borrow's minimum), so
         *     the price starts at £1,000 (no deposit) and the deposit, £0 (no-deposit finance) or more, must leave
         *     at least £1,000 to borrow: at most price − 1,000. A deposit above that is 422 (code 100, "Enter a
         *     deposit of £{price − 1,000} or less, to leave at least £1,000 to borrow", the amount with thousands
         *     commas). 400 when a parameter is missing or out of its range.
         */
        get: operations["getFinanceQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Expert reviews (/car-reviews/, the review-list overlay)
         * @description Review summaries, newest first, for one vehicle type (cars unless `vehicleType=van`) and
         *     optionally one make (`make`, the make's slug as in `/ford/used-cars/`). `Makes` lists every make
         *     of that vehicle type with at least one review, by name, with how many it has (it ignores
         *     `make`), so a page can offer a way in by make. 20 to a page. An unknown make is an empty list,
         *     not an error.
         */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One expert review in full (the car-review and van-review overlays)
         * @description A review in full: its summary, the verdict, pros and cons, a score out of 5 for each category,
         *     running costs (fuel economy, insurance groups, annual road tax; an electric range where there is
         *     one), what used examples sell for, and the review's sections. An unknown id is 404.
         */
        get: operations["getReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The used car price guide (/car-price-guide/ and its compare, filter and reduced-list overlays)
         * @description What used cars of a make and model (or a whole make, or every car when neither is given) are
         *     advertised for on the site today, in whole pounds: the number of adverts, the average price and
         *     the range, the range by registration year and by mileage band, and the adverts whose price was
         *     reduced in the last 14 days (up to 20, most recent first, each with its previous price; the
         *     count says how many there are in all). Makes and models are the slugs of the makes lookup
         *     (`GET /api/lookups/car/makes`). A model without a make is 400; a make or model the site does
         *     not know is 404. Bands with no adverts are left out. The adverts are exactly those the search
         *     finds for the same make and model with its default criteria (searchCars: unsold, online-only
         *     dealers and leased batteries left out), so AdvertCount equals countCarSearchResults for them
         *     and a year's AdvertCount equals the count with MinYear and MaxYear at that year. Reduced has
         *     one meaning everywhere: RecentlyReducedCount equals countCarSearchResults with IsReduced true
         *     for the same make and model, and the adverts listed are those whose cards say Reduced.
         */
        get: operations["getPriceGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lookups/car/makes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Car makes and their models
         * @description Every car make with its models and live counts, for /{make}/used-cars/ and /{make}/{model}/used-cars/ and /used-cars/manufacturers/.
         */
        get: operations["listCarMakes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lookups/van/makes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Van makes and their models
         * @description Every van make with its models and live counts, for /used-vans/{make}/ and /used-vans/{make}/{model}/.
         */
        get: operations["listVanMakes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lookups/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counties and their towns
         * @description Counties with their towns, as names and URL slugs, for /used-cars/local/{county}/{town}/ and /used-vans/local/.... The counties and towns are those of the dealers (a dealer's town and county); each town's CentrePostCode and Featured mark follow the rules of `Town`.
         */
        get: operations["listLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lookups/car/fuels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Car fuel types
         * @description Fuel types with slugs and live counts, for /used-cars/fuel/{fuel}/.
         */
        get: operations["listCarFuelTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lookups/car/body-styles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Car body styles
         * @description Body styles with slugs and live counts, for /used-cars/bodystyle/{style}/.
         */
        get: operations["listCarBodyStyles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lookups/car/price-bands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Car price bands with stock
         * @description The price bands of /used-cars/price/under-{amount}/ (amount 500, 1000, 2000, 3000, 5000, 10000, 15000 or 20000) that have cars, cheapest first, each with its live count: the count of the default search (unsold adverts) with MaxPrice at the band's amount, so the count equals that page's. A band with no car is left out, so a menu built from this list never offers an empty page. Value is the amount, Name the menu's words.
         */
        get: operations["listCarPriceBands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/contact-dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact a dealer (forms/contact-dealer)
         * @description Sends an enquiry to a dealer. `Variant` picks the form: `item` asks about one vehicle, `sms` texts the vehicle and dealer details to the person's mobile, `plain` writes to the dealer without a vehicle. The dealer must accept email (`EmailEnabled`), else 409. Needs the visitor's session and CSRF token; answered 202 with a reference number.
         */
        post: operations["contactDealer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/contact-page/consumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact us as a consumer (forms/contact-page-consumer)
         * @description The /contact/ form for people buying or selling: a message to the Forecourt team. Needs the visitor's session and CSRF token; answered 202 with a reference number.
         */
        post: operations["sendConsumerContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/contact-page/dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact us as a dealer (forms/contact-page-dealer)
         * @description The /contact/ form for dealers who want to advertise or need help with their account. Needs the visitor's session and CSRF token; answered 202 with a reference number.
         */
        post: operations["sendDealerContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/report-ad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an advert (forms/report-ad)
         * @description Reports an advert that looks wrong or fraudulent. The Forecourt team reviews every report. Needs the visitor's session and CSRF token; answered 202 with a reference number.
         */
        post: operations["reportAdvert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/trade-a-vehicle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a vehicle in part exchange (forms/trade-a-vehicle)
         * @description Asks a dealer to value the person's current vehicle as a part exchange (/sell-my-car/part-exchange/), optionally against one of the dealer's vehicles. It goes to the dealer named (DealerId), else to the dealer nearest PostCode (as listDealers orders them); the answer's Message names that dealer ("Thank you. Chapman Vauxhall Manchester will contact you with a part exchange valuation."). Needs the visitor's session and CSRF token; answered 202 with a reference number.
         */
        post: operations["requestPartExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/finance-enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask about finance for a vehicle (forms/merchandising-finance-enquiry)
         * @description Asks the dealer's finance partner for a quote on one vehicle, with the deposit and term the person chose. Needs the visitor's session and CSRF token; answered 202 with a reference number.
         */
        post: operations["sendFinanceEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/valuation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Value a vehicle (/sell-my-car/car-valuation/)
         * @description Values the person's vehicle from its registration and mileage: a part-exchange range and a
         *     private-sale range in GBP. Needs the visitor's session and CSRF token.
         *
         *     **Which registrations are known.** The server's vehicle register: every registration of a vehicle
         *     it holds, advertised or sold (compared without spaces, upper case). The Manufacturer, Model,
         *     Derivative, RegistrationYear, Colour and FuelType answered are that vehicle's; Mileage is the
         *     request's, and a `Vehicle` sent with it is not used. A malformed registration is 400.
         *
         *     **A registration the server cannot look up** (any other, of valid format): without `Vehicle` it is
         *     404 ("We could not find that registration. Please check it and try again."), and the app then asks
         *     for the vehicle's details; with `Vehicle` (make, model, year of first registration, fuel and
         *     gearbox, as the person gives them) it is valued from those details as a car, by the same rule: N
         *     by the make band of `Vehicle.Manufacturer` (compared in lower case with runs of other characters
         *     as one hyphen, so "Land Rover" is land-rover), A from `Vehicle.RegistrationYear`, and no asking
         *     price to cap V. The answer repeats the registration (normalised) and the details given
         *     (Manufacturer, Model, RegistrationYear, FuelType, Transmission); it has no Derivative or Colour.
         *     A make or model left blank ("Enter the make of your car", "Enter the model of your car") or a year
         *     after the year of valuation ("Enter a year between 1900 and {year}") is 422 with `Fields` naming
         *     Manufacturer, Model or RegistrationYear.
         *
         *     **The rule** (deterministic; every figure in whole pounds):
         *     - Price when new N, by make band: 38000 for Audi, BMW, Jaguar, Land Rover, Lexus,
         *       Mercedes-Benz, Porsche, Tesla and Volvo cars; 26000 for Cupra, Mini and Volkswagen cars; 20000
         *       for every other car make; 30000 for every van.
         *     - Age A = the UTC year of `ValuedAt` (the time of valuation) − RegistrationYear, at least 0.
         *     - Mileage factor M = 1 − 0.04 × (Mileage − 8000 × max(A, 1)) / 10000, kept within 0.6 to 1.1
         *       (8,000 miles a year is par; each 10,000 miles over or under moves the value 4%).
         *     - Value V = N × 0.85^A × M, but at most 0.85 × P, where P is the price a dealer asks for the same
         *       vehicle (its advert's GBPPrice, the last one asked when it is sold): a private buyer pays less
         *       than a dealer's forecourt price, so a private sale is never valued above the asking price.
         *     - `PrivateSale` = {Low: V × 0.95, High: V × 1.05}, `PartExchange` = {Low: V × 0.82, High: V ×
         *       0.90}, each rounded to the nearest £50 (halves up) and at least £100.
         *
         *     Example: the 2020 Vauxhall Corsa DY70 XKE with 34,120 miles, advertised at £8,750, valued in 2026:
         *     A = 6, M = 1 − 0.04 × (34120 − 48000) / 10000 = 1.05552, N × 0.85^A × M = 20000 × 0.377150 ×
         *     1.05552 = 7961.8, above 0.85 × 8750 = 7437.5, so V = 7437.5; PrivateSale 7050 to 7800,
         *     PartExchange 6100 to 6700.
         */
        post: operations["valueVehicle"];
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
        /** @description One audit event. `Type` names what happened; `Parameters` are its details, in order. */
        AuditEvent: {
            /**
             * @description What happened; the recorded Types, each with its `Parameters` in order: `PageView` [the page's
             *     path]; `HomeSearch` [the postcode, `car` or `van`]; `VehicleView` [the vehicle id, the card's
             *     position it was opened from (`i`, may be empty), the tracking id of the list it was opened from
             *     (`m`, may be empty: see VehicleCard)]; `PhoneReveal` [the vehicle id, the dealer id];
             *     `OverlayOpen` [the overlay's name]. Any other Type breaks the schema: 400 with `Fields` naming
             *     `Type`, and nothing is recorded.
             * @example PageView
             * @enum {string}
             */
            Type: "PageView" | "HomeSearch" | "VehicleView" | "PhoneReveal" | "OverlayOpen";
            /**
             * @description The event's details as strings, e.g. the path of a page view.
             * @example [
             *       "/"
             *     ]
             */
            Parameters: string[];
        };
        /** @description A health check's answer. */
        HealthStatus: {
            /**
             * @description `live` from the liveness check, `ready` from the readiness check.
             * @example ready
             * @enum {string}
             */
            Status: "live" | "ready";
        };
        /**
         * @description One error the app met, as the error-reporting service receives it. It carries no personal data:
         *     paths without query strings, no cookies, no form values.
         */
        ClientErrorReport: {
            /**
             * @description A call that failed without a JSON error body (`api`), a page that failed to render, or an uncaught error or rejection in the page (`window`, chunk load failures included).
             * @enum {string}
             */
            Source: "api" | "render" | "window";
            /**
             * @description The error's name, e.g. `Error`, `TypeError`, `ChunkLoadError`.
             * @example Error
             */
            Name: string;
            /** @description The error's message (for `api`, the message shown to the person), cut to 500 characters. */
            Message: string;
            /**
             * @description The path of the page the person was on, without query string or fragment.
             * @example /search/car/
             */
            Page: string;
            /**
             * @description For `api`, the failed call's action, as in 'Failed to {action} ({status})'.
             * @example search
             */
            Action?: string;
            /**
             * Format: int32
             * @description For `api`, the HTTP status of the failed call.
             */
            Status?: number;
            /**
             * @description For `api`, the path of the failed call, without query string.
             * @example /api/search/car/results
             */
            RequestPath?: string;
            /** @description For `api`, the start of the failed call's response body, cut to 300 characters. */
            Preview?: string;
            /** @description For a ChunkLoadError, the script chunk that failed to load. */
            Chunk?: string;
            /** @description The browser's user agent string (optional). */
            UserAgent?: string;
        };
        /**
         * @description The body of every error response. `Code` is stable and machine-readable; `FriendlyMessage` is
         *     written for the person using the site and may be shown as it is. When the refusal concerns
         *     particular fields of the request body, `Fields` names each one with its own message, which
         *     the form shows on that field and in its error summary; clients that do not read `Fields`
         *     show `FriendlyMessage` as before.
         */
        Error: {
            /**
             * Format: int32
             * @description Error code. 100 invalid request, 102 invalid postcode, 103 reCAPTCHA needed or failed (only where `Recaptcha.Required` is set: never on the reference server), 104 too many failed sign-ins (the sign-in throttle), 401 no session or not signed in, 403
             *     forbidden (a missing or wrong CSRF token), 404 not found, 405 method not allowed, 409 conflict (for example a full
             *     shortlist), 413 body too large, 415 unsupported media type, 429 too many requests, 500 server
             *     error, 503 too busy to answer in time.
             * @example 100
             */
            Code: number;
            /** @example Sorry, something was wrong with that request. Please try again. */
            FriendlyMessage: string;
            /** @description The request body's top-level properties the refusal is about, each with its message, in the order found; on a 400 each property the schema refuses, on a 422 each one a rule refuses; absent when the refusal names none. */
            Fields?: components["schemas"]["FieldError"][];
        };
        /**
         * @description One field of the request refused: `Field` is the request body property's name exactly as sent
         *     (for example `Email`), or the query parameter's name, `Message` is written for the person and shown on
         *     that field.
         */
        FieldError: {
            /** @example Email */
            Field: string;
            /** @example A valid email address is required */
            Message: string;
        };
        /**
         * @description A UK postcode, including GIR 0AA, upper case, with or without the space. Message when invalid:
         *     'Enter a full UK postcode, such as SW1A 1AA' (', or leave it blank' where the field is optional; in
         *     search: 'Please enter a valid UK postcode'); one of the right letters whose area does not exist
         *     (AA9A 9AA) gets 'We could not find AA9A 9AA. Check the postcode' (in search: '..., or try one
         *     nearby'). Areas: domain/uk/postcode.ts, the reference data openapi/data/postcode-districts.csv.
         * @example SW1A 1AA
         */
        UkPostcode: string;
        /**
         * @description The search panel's postcode as typed: at most 10 characters, letters, digits and spaces (the app
         *     strips spaces and upper-cases it). Empty means no postcode. The server places it by the rule
         *     under SearchCriteria.Distance and answers 400 with code 102 and a FriendlyMessage ('Please
         *     enter a valid UK postcode' when malformed, 'We could not find AA9A 9AA. Check the postcode, or
         *     try one nearby' when no such postcode exists) when it cannot. (An empty postcode is refused by the app
         *     itself: 'We need a postcode to find cars in your area' on submit in the basic panel.)
         * @example SW1A1AA
         */
        PostcodeInput: string;
        /**
         * @description A UK landline number (01, 02 or 03), spaces allowed, optionally +44, for a field that asks
         *     for a landline. Message when invalid: 'A valid landline number is required'.
         * @example 020 7946 0321
         */
        UkLandline: string;
        /**
         * @description Any UK phone number, for a field that asks for a phone number: a landline (01, 02 or 03, 10 or
         *     11 digits) or a mobile (07, 11 digits), spaces allowed, optionally +44. Nobody is turned away
         *     for having only a mobile. Message when invalid: 'A valid phone number is required'.
         * @example 07700 900123
         * @example 020 7946 0321
         */
        UkPhone: string;
        /**
         * @description A UK mobile number (07...), spaces allowed, optionally +44. Message when invalid: 'A valid mobile number is required'.
         * @example 07700 900123
         */
        UkMobile: string;
        /**
         * Format: email
         * @description An email address. Message when invalid: 'A valid email address is required'.
         * @example amelia.hughes@example.co.uk
         */
        EmailAddress: string;
        /**
         * Format: password
         * @description 9 to 32 characters with at least one letter and one digit. Message when invalid: what is wrong,
         *     with both limits: 'Your password must be between 9 and 32 characters (yours has 34)', 'Your
         *     password must include at least 1 number' (or 1 letter (a to z)), or both joined with 'and'.
         * @example Forecourt2026
         */
        Password: string;
        /**
         * @description A first or last name: a letter of any alphabet (Latin with its accents, Greek, Cyrillic, Hebrew, Arabic, the Indic scripts, Chinese, Japanese, Korean...), then letters, spaces, apostrophes (' or ’), hyphens, ampersands and full stops. Message when invalid: 'Names can only include letters, spaces, hyphens, apostrophes, full stops and ampersands, starting with a letter'.
         * @example Siân
         */
        PersonName: string;
        /**
         * @description A person's full name; the same characters as a PersonName: 'Names can only include letters, spaces, hyphens, apostrophes, full stops and ampersands, starting with a letter'.
         * @example Amelia O'Neill
         */
        FullName: string;
        /**
         * @description A message: no ` { } ^ + =, and no control characters (NUL and the rest of C0, DEL) other than tab, line feed and carriage return. Message when invalid: 'Special characters such as ` { } ^ + = are not permitted'.
         * @example Is the Fiesta still available?
         */
        FreeText: string;
        /**
         * @description A business's name: the characters of a PersonName, and digits, which may also come first (Hughes & Sons Motors, O'Neill's Cars, Hughes Motors Ltd., 4x4 Centre). Message when invalid: 'Only text and numbers are allowed'.
         * @example Hughes & Sons Motors
         */
        BusinessName: string;
        /**
         * @description A UK registration in any of its formats: current (AB12 CDE), prefix (A123 BCD), suffix
         *     (ABC 123D), dateless (1 ABC, ABC 1234) and Northern Irish (ABZ 1234); upper case, one optional
         *     space. Message when invalid: 'Please enter a valid registration number'.
         * @example WR19 KHL
         */
        UkRegistration: string;
        /**
         * Format: int32
         * @description Whole pounds, £0 (no-deposit finance) to £499,000 (the greatest price less the minimum credit).
         *     Message when invalid: 'Enter a deposit between £0 and £499,000, in whole pounds'. Against a price
         *     it must also leave the minimum credit to borrow (getFinanceQuote): 'Enter a deposit of £{price −
         *     1,000} or less, to leave at least £1,000 to borrow'.
         * @example 1000
         */
        Deposit: number;
        /**
         * Format: int32
         * @description Miles, 1 to 6 digits and not 0. Message when invalid: 'A positive number is required between 1 and 999,999'.
         * @example 34120
         */
        Mileage: number;
        /**
         * @description A URL slug (lower case letters, digits and hyphens).
         * @example west-yorkshire
         */
        Slug: string;
        /**
         * @description Text shown as it is (never HTML).
         * @example Ford Fiesta 1.0 EcoBoost Titanium 5dr
         */
        DisplayText: string;
        /**
         * @description A root-relative image address on the site's own origin (no hot-linking).
         * @example /images/vehicles/ford-fiesta-20481734-1.svg
         */
        ImagePath: string;
        /**
         * @description An amount in GBP, up to 2 decimal places.
         * @example 178.3
         */
        Money: number;
        /**
         * Format: int32
         * @description A vehicle advert's id.
         * @example 20481734
         */
        VehicleIdValue: number;
        /**
         * Format: int32
         * @description A dealer's id.
         * @example 3101
         */
        DealerIdValue: number;
        /**
         * @description The kind of vehicle in paths and bodies.
         * @example car
         * @enum {string}
         */
        VehicleType: "car" | "van";
        /**
         * @description Which dealers the directory lists: those selling cars, vans, or every dealer (`all`).
         * @example all
         * @enum {string}
         */
        DealerVehicleType: "car" | "van" | "all";
        /** @description The save call's body, exactly as the app sends it. */
        ShortlistSave: {
            vehicleId: components["schemas"]["VehicleIdValue"];
            /**
             * @description Always false (the app does not want the vehicle back).
             * @constant
             */
            returnVehicle: false;
        };
        /** @description The delete call's body, exactly as the app sends it. */
        ShortlistDelete: {
            vehicleId: components["schemas"]["VehicleIdValue"];
        };
        /** @description The shortlist's ids after a change, newest first. */
        ShortlistChange: {
            VehicleIds: components["schemas"]["VehicleIdValue"][];
            /** Format: int32 */
            Count: number;
        };
        /** @description The signed-in shortlist, newest first, at most 25. */
        Shortlist: {
            VehicleIds: components["schemas"]["VehicleIdValue"][];
            Vehicles: components["schemas"]["VehicleCard"][];
        };
        /** @description The signed-out shortlist's vehicle ids (from its cookie), newest first, to merge into the account. */
        ShortlistMerge: {
            vehicleIds: components["schemas"]["VehicleIdValue"][];
        };
        /** @description The signed-in shortlist after a merge, newest first, and the sent ids that did not fit. */
        ShortlistMerged: {
            VehicleIds: components["schemas"]["VehicleIdValue"][];
            Vehicles: components["schemas"]["VehicleCard"][];
            /** @description The sent ids that did not fit (the shortlist holds at most 25), in the order sent. */
            NotAdded: components["schemas"]["VehicleIdValue"][];
        };
        /** @description The session; `IsAuthenticated` false means signed out. */
        SessionState: {
            /** @description The auth flag; false when signed out. */
            IsAuthenticated: boolean;
            /** @description The signed-in user, or null when signed out. */
            User: components["schemas"]["User"] | null;
            Recaptcha: components["schemas"]["Recaptcha"];
            /**
             * @description The token to send as `X-CSRF-Token` on calls that change data.
             * @example 9f3b2c7d1e8a4f60b5c2d9e7a1f4c8b3
             */
            CsrfToken: string;
        };
        /** @description The signed-in person. */
        User: {
            FirstName: components["schemas"]["PersonName"];
            LastName: components["schemas"]["PersonName"];
            Email: components["schemas"]["EmailAddress"];
            /** @description False until the account is completed (forms/complete-account). */
            IsComplete: boolean;
        };
        /** @description Sign-in form. */
        SignInRequest: {
            Email: components["schemas"]["EmailAddress"];
            Password: components["schemas"]["Password"];
            /**
             * @description Keep the session for 30 days from sign-in, however it is used, instead of until the browser
             *     closes. Without it, the session also ends on the server after 30 minutes without a request.
             *     An ended session is signed out: the call is answered for a new anonymous session, whose
             *     cookie it sets.
             * @default false
             */
            RememberMe?: boolean;
        };
        /** @description Registration form. */
        RegisterRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            FirstName: components["schemas"]["PersonName"];
            LastName: components["schemas"]["PersonName"];
            Email: components["schemas"]["EmailAddress"];
            Password: components["schemas"]["Password"];
            PostCode?: components["schemas"]["UkPostcode"];
            /** @default false */
            MarketingOptIn?: boolean;
            /**
             * @description The person accepted the terms of use; must be true.
             * @constant
             */
            AcceptTerms: true;
        };
        /** @description Complete-account form. At least one of the phone numbers is expected by the form. */
        CompleteAccountRequest: {
            FirstName: components["schemas"]["PersonName"];
            LastName: components["schemas"]["PersonName"];
            PostCode: components["schemas"]["UkPostcode"];
            MobileNumber?: components["schemas"]["UkMobile"];
            PhoneNumber?: components["schemas"]["UkLandline"];
        };
        /** @description Password reminder form. */
        PasswordReminderRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            Email: components["schemas"]["EmailAddress"];
        };
        /**
         * @description The reCAPTCHA response token from the form's widget. Needed when the session state says
         *     `Recaptcha.Required`; a form sent without a valid one is then refused with 422 and code 103
         *     ('Please confirm you are not a robot.'). Optional otherwise.
         * @example 03AFcWeA5x2kTq9LmN7pR4vB8yZ1cD6eF0gH3jK
         */
        RecaptchaToken: string;
        /**
         * @description Whether the session's forms need a reCAPTCHA token, and the site key the widget is rendered with.
         *     `Required` is the server's choice per session (for example for a client it suspects); while it
         *     is true, a form that takes `RecaptchaToken` and comes without a valid one is 422, code 103. The
         *     reference server never requires one: `Required` is always false there.
         */
        Recaptcha: {
            Required: boolean;
            /** @example 6LcForecourtExampleSiteKey00000000000000 */
            PublicKey: string;
        };
        /** @description The answer to a form that was sent. */
        FormReceipt: {
            /**
             * @description Reference quoted in the confirmation email.
             * @example FC-2611-48213
             */
            Reference: string;
            Message: components["schemas"]["DisplayText"];
        };
        /**
         * @description The saved search's name: the free-text rule (the same characters as FreeText: no ` { } ^ + = and no
         *     control characters but tab and line breaks), 1 to 60 characters.
         *     Message when invalid: 'Special characters such as ` { } ^ + = are not permitted'.
         * @example Manual Fiestas near Westminster
         */
        SavedSearchName: string;
        /** @description A saved search. */
        SavedSearch: {
            /** Format: uuid */
            Id: string;
            Name: components["schemas"]["SavedSearchName"];
            VehicleType: components["schemas"]["VehicleType"];
            /** @description Email the person when new vehicles match. */
            EmailAlerts: boolean;
            /** Format: date-time */
            Created: string;
            Criteria: components["schemas"]["SearchCriteria"];
        };
        /** @description The saved searches, newest first. */
        SavedSearchList: {
            SavedSearches: components["schemas"]["SavedSearch"][];
        };
        /** @description A search to save. */
        SavedSearchCreate: {
            Name: components["schemas"]["SavedSearchName"];
            VehicleType: components["schemas"]["VehicleType"];
            EmailAlerts: boolean;
            Criteria: components["schemas"]["SearchCriteria"];
        };
        /** @description The editable parts of a saved search. */
        SavedSearchEdit: {
            Name: components["schemas"]["SavedSearchName"];
            EmailAlerts: boolean;
        };
        /**
         * @description The search criteria: the search panel state plus the other criteria, list filters and selection
         *     flags. Every property is optional; a missing one takes its default. A criterion counts as modified
         *     when it differs from its default and is not an excluded key: numbers count when above -1, strings
         *     other than '*' and '-1'. Keys never counted as modified: DealerId, DealerGroupId, IsGroupStock,
         *     ExcludedVehicles, PaginationCurrentPage, PostCode, SortOrder, Type (and IsRecommendedSearch when
         *     DealerId is above 0). The `...Options` lists belong to the panel; a request may carry them back
         *     unchanged.
         *
         *     **Matching.** A vehicle matches when it is advertised (not withdrawn), of the path's vehicle type,
         *     not in ExcludedVehicles, and meets every criterion set; criteria combine with AND, the selected
         *     entries of one list filter with OR. A criterion at its "any" value (-1, '*', '-1', false or absent
         *     for a toggle, an empty list, a list of only '*') does not filter, with two exceptions named
         *     "include": IncludeOnlineOnlySearch and BatteryIsLeased leave their vehicles out unless true. Every Min/Max pair is inclusive on both
         *     sides (MinPrice ≤ compared price ≤ MaxPrice, MinMileage ≤ Mileage ≤ MaxMileage, MinYear ≤
         *     RegistrationYear ≤ MaxYear, and so on), -1 on one side leaving that side open; a Min above its Max
         *     matches nothing (count 0, not an error: the app blocks it before asking). Band values 'lo-hi' are
         *     inclusive on both ends (a single value 'v' means exactly v). A list filter entry's Value is the slug of the
         *     vehicle's attribute (lower case, runs of other characters as one hyphen: BodyStyle 'Panel Van' is
         *     'panel-van', FuelType 'Petrol' is 'petrol'); Doors and Seats are the numbers as strings; a vehicle
         *     matches a list when its slug is one of the selected Values. DealerRating Values are a minimum
         *     ReviewSummary.ScorePercentage of the dealer ('90' = 90 or more). Count, panel and results apply the
         *     same matching, so a count equals the TotalRecords of the results for the same criteria, and a
         *     narrower criterion never counts more.
         */
        SearchCriteria: {
            /** @description The postcode searched from (spaces stripped, upper case); empty in the default panel. Never counted as modified. */
            PostCode?: components["schemas"]["PostcodeInput"];
            /** @description The vehicle type. Never counted as modified. */
            Type?: components["schemas"]["VehicleType"];
            /**
             * @description Makes, each with its Models and Trims. In a request only selected makes are sent, each with
             *     its Value and its selected Models and Trims; the wildcard make ('*', 'Make (any)') is dropped.
             *     A vehicle matches when its make is one of the selected makes (`Selected` true, by Value) and,
             *     when that make has selected Models, its model is one of them (and likewise for a model's
             *     selected Trims). No selected make means any make. In a panel every make of the vehicle type
             *     with at least one match is listed, each with its `Counter`: the count the criteria would give
             *     with that make (and no model) chosen instead of the current makes, every other criterion
             *     unchanged; a model's Counter likewise with that make and model chosen. So the counters of a
             *     panel with a make chosen show what each other make would give, and a make's Counter equals the
             *     count of a request choosing it.
             */
            MakeModels?: components["schemas"]["MakeModel"][];
            /**
             * Format: int32
             * @description Minimum cash price in GBP, inclusive; -1 means no limit. Both bounds are inclusive, so
             *     MinPrice equal to MaxPrice matches that price exactly; a MinPrice above MaxPrice is no error
             *     (400 or 422) but matches nothing (the app does not send one: its message 'Min price must be
             *     less than max' shows only for a min above the max). Every Min and Max pair of the criteria
             *     works alike. The price compared (the "compared price", also the
             *     price orders' key) is GBPPriceIncVAT, or GBPPrice (the price before VAT; equal to GBPPriceIncVAT
             *     for an advert without VAT) when IsPriceExcludeVATSearch is true. The cash bounds apply only in
             *     the 'total' price mode (PaymentSearchSelection; see MinPaymentMonthlyCost).
             * @default -1
             */
            MinPrice?: number;
            /**
             * Format: int32
             * @description Maximum cash price in GBP, inclusive (compared price ≤ MaxPrice, see MinPrice); -1 means no limit ('Max price must be greater than min').
             * @default -1
             */
            MaxPrice?: number;
            /** @description The choices for MinPrice (filtered by the app to strictly below MaxPrice). */
            MinPriceOptions?: components["schemas"]["PriceOptionList"];
            /** @description The choices for MaxPrice (filtered by the app to at or above MinPrice). */
            MaxPriceOptions?: components["schemas"]["PriceOptionList"];
            /**
             * Format: int32
             * @description Minimum monthly payment in GBP, inclusive; -1 means no limit. Errors are recorded under the
             *     Monthly key. The monthly bounds apply only in the 'monthly' price mode
             *     (PaymentSearchSelection.Selected 'monthly', or IsPaymentSearch true), and then the cash bounds
             *     are ignored. The payment compared is the `Pay` of the getFinanceQuote formula for the agreement
             *     PaymentFinanceType names (hire purchase unless it is PCP) on the vehicle's GBPPriceIncVAT with
             *     this criteria's PaymentDeposit (the amount borrowed being price − deposit), PaymentTerm and
             *     PaymentMileage (defaults 1000, 60 and 10000; -1, and a PaymentTerm of 0, mean the default). For
             *     PCP the vehicle's own age and mileage are those of its FinancePCP example (`vehicleAge`, whole years
             *     since first registration to today; `vehicleMileage`, the advert's Mileage), and the mileage sets
             *     the optional final payment.
             *     In the 'monthly' mode, bounds or none, a vehicle is matched only when its GBPPriceIncVAT leaves at
             *     least the minimum credit of £1,000 (getFinanceQuote) to borrow after PaymentDeposit, and for PCP
             *     only when getFinanceQuote would quote a PCP on it (at most 8 years old and 100,000 miles at the
             *     end, the deposit leaving more to borrow than the final payment): any other is in no count, page,
             *     order or counter of the search.
             * @default -1
             */
            MinPaymentMonthlyCost?: number;
            /**
             * Format: int32
             * @description Maximum monthly payment in GBP, inclusive (see MinPaymentMonthlyCost); -1 means no limit.
             * @default -1
             */
            MaxPaymentMonthlyCost?: number;
            /** @description The choices for MinPaymentMonthlyCost. */
            MinPaymentMonthlyCostOptions?: components["schemas"]["PriceOptionList"];
            /** @description The choices for MaxPaymentMonthlyCost. */
            MaxPaymentMonthlyCostOptions?: components["schemas"]["PriceOptionList"];
            /**
             * Format: int32
             * @description Finance term in months for monthly-cost search. Default 60 (not counted as modified).
             * @default 60
             */
            PaymentTerm?: number;
            /** @description The choices for PaymentTerm. */
            PaymentTermOptions?: components["schemas"]["PriceOptionList"];
            /**
             * Format: int32
             * @description Finance deposit in GBP for monthly-cost search. Default 1000 (not counted as modified).
             * @default 1000
             */
            PaymentDeposit?: number;
            /** @description The choices for PaymentDeposit. */
            PaymentDepositOptions?: components["schemas"]["PriceOptionList"];
            /**
             * Format: int32
             * @description Annual mileage for monthly-cost search. Default 10000 (not counted as modified).
             * @default 10000
             */
            PaymentMileage?: number;
            /** @description The choices for PaymentMileage. */
            PaymentMileageOptions?: components["schemas"]["PriceOptionList"];
            /**
             * @description The agreement of a monthly-cost search (see MinPaymentMonthlyCost): `HP`, hire purchase (the
             *     default, not counted as modified), or `PCP`, personal contract purchase, whose payment depends on
             *     PaymentMileage and on each vehicle's age and mileage. Ignored in the 'total' price mode.
             * @default HP
             * @enum {string}
             */
            PaymentFinanceType?: "HP" | "PCP";
            /** @description The price mode: 'total' (Price) or 'monthly' (Monthly cost). */
            PaymentSearchSelection?: components["schemas"]["PaymentSearchSelection"];
            /** @description Vehicles to leave out of the results. Never counted as modified. */
            ExcludedVehicles?: components["schemas"]["VehicleIdValue"][];
            /**
             * Format: int32
             * @description Miles from PostCode, inclusive; 1000 means national (no distance limit). Default 1000 (not
             *     counted as modified). A vehicle's distance is the great-circle (haversine, Earth radius 3958.8
             *     miles) distance between the centroid of the searched postcode's district (its outward code,
             *     the postcode without its last three characters: SW1A for SW1A1AA) and the centroid of the
             *     district of the vehicle's dealer's postcode, rounded to one decimal place; a vehicle matches
             *     when that rounded distance ≤ Distance. Vehicles of one district are 0.0 miles apart. With an
             *     empty PostCode no distance is measured and Distance does not filter.
             *
             *     The districts and their centroids are the reference data file `openapi/data/postcode-districts.csv`
             *     (every UK district, geographic and non-geographic, with ONS Postcode Directory column names;
             *     openapi/README.md). A postcode is placed by one rule, the same in every operation that takes
             *     one: not a postcode's shape (one or two letters, a digit, an optional letter or digit, then a
             *     digit and two letters, or GIR 0AA) is 400 code 102 'Please enter a valid UK postcode'; of that
             *     shape but of no postcode area that exists (AA9A 9AA), or with letters no postcode has in those
             *     places, is 400 code 102 'We could not find AA9A 9AA. Check the postcode, or try one nearby'; a
             *     BX postcode (mail only, no place) is 400 code 102 'BX1 1LT is a postcode for mail only, with no
             *     place to measure distances from. Enter the postcode of where you are'. A postcode of a real
             *     area whose district the file does not hold is placed at its area's fallback (the mean of the
             *     area's geographic district centroids), and a non-geographic district at its office's town:
             *     both answer `DistanceIsApproximate: true`.
             * @default 1000
             */
            Distance?: number;
            /**
             * Format: int32
             * @description Maximum age in years, as MaxAge; when both are set the smaller applies. A vehicle's age is the current year minus its RegistrationYear, the current year being the server's clock in UTC at the request (so a new year starts at 00:00 UTC on 1 January); -1 means any.
             * @default -1
             */
            Age?: number;
            /**
             * Format: int32
             * @description Minimum age in years (the age as `Age` says: the UTC year at the request minus RegistrationYear); -1 means any.
             * @default -1
             */
            MinAge?: number;
            /**
             * Format: int32
             * @description Maximum age in years (the age as `Age` says: the UTC year at the request minus RegistrationYear); -1 means any.
             * @default -1
             */
            MaxAge?: number;
            /**
             * Format: int32
             * @description Earliest registration year; -1 means any.
             * @default -1
             */
            MinYear?: number;
            /**
             * Format: int32
             * @description Latest registration year; -1 means any.
             * @default -1
             */
            MaxYear?: number;
            /**
             * Format: int32
             * @description Minimum mileage; -1 means any.
             * @default -1
             */
            MinMileage?: number;
            /**
             * Format: int32
             * @description Maximum mileage; -1 means any.
             * @default -1
             */
            MaxMileage?: number;
            /**
             * Format: int32
             * @description Maximum mileage, inclusive (single-choice form of MaxMileage; when both are set both apply); -1 means any.
             * @default -1
             */
            Mileage?: number;
            /** @description Advert type: 'used' (neither IsPreReg nor IsExDemo), 'pre-reg' (IsPreReg) or 'ex-demo' (IsExDemo), the values of openapi/data/search-values.csv; '*' or '-1' means any; any other value matches nothing. */
            SelectedAdvertType?: components["schemas"]["BandValue"];
            /**
             * Format: int32
             * @description Towing limit: minimum braked towing weight in kg; -1 means any.
             * @default -1
             */
            MinBrakedTowingWeight?: number;
            /**
             * Format: int32
             * @description Towing limit: minimum unbraked towing weight in kg; -1 means any.
             * @default -1
             */
            MinUnbrakedTowingWeight?: number;
            /** @description Band of power (bhp), e.g. '100-150'; '*' means any. */
            SelectedPower?: components["schemas"]["BandValue"];
            /** @description Band of top speed (mph), e.g. '100-150'; '*' means any. */
            SelectedTopSpeed?: components["schemas"]["BandValue"];
            /** @description Band of tank range (miles), e.g. '100-150'; '*' means any. */
            SelectedTankRange?: components["schemas"]["BandValue"];
            /** @description Band of 0-62 mph time (seconds), e.g. '100-150'; '*' means any. */
            SelectedAcceleration?: components["schemas"]["BandValue"];
            /** @description Band of insurance group, e.g. '100-150'; '*' means any. */
            SelectedInsuranceGroup?: components["schemas"]["BandValue"];
            /** @description Band of fuel economy (mpg), e.g. '100-150'; '*' means any. */
            SelectedFuelEfficiency?: components["schemas"]["BandValue"];
            /** @description Band of annual road tax (GBP), e.g. '100-150'; '*' means any. */
            SelectedCostAnnualTax?: components["schemas"]["BandValue"];
            /** @description Band of CO2 emissions (g/km), e.g. '100-150'; '*' means any. */
            SelectedCO2Emission?: components["schemas"]["BandValue"];
            /**
             * @description Sold status: 'notsold' only adverts with Sold false, 'sold' only Sold true, 'both' either. Default 'notsold' (not counted as modified).
             * @default notsold
             * @enum {string}
             */
            SelectedSoldStatusV2?: "notsold" | "sold" | "both";
            /**
             * @description Adverts priced including VAT (IsPriceExcludingVAT false: 'incvat'), excluding VAT (true: 'exvat'), or both. Default 'both' (not counted as modified).
             * @default both
             * @enum {string}
             */
            SelectedVATInclusionType?: "both" | "incvat" | "exvat";
            /**
             * @description Adverts by their price label (PriceIndicator, with its rule): `great`, Great price only;
             *     `good`, Great or Good price; `fair`, Great, Good or Fair price; `any` (the default, not
             *     counted as modified), every advert, labelled or not. An advert without a label matches only `any`.
             * @default any
             * @enum {string}
             */
            SelectedPriceIndicator?: "any" | "great" | "good" | "fair";
            /**
             * Format: int32
             * @description Maximum power in bhp; -1 means any.
             * @default -1
             */
            MaxPower?: number;
            /**
             * Format: int32
             * @description Minimum power in bhp; -1 means any.
             * @default -1
             */
            MinPower?: number;
            /**
             * Format: int32
             * @description Minimum engine size in cc; -1 means any.
             * @default -1
             */
            MinEngineSize?: number;
            /**
             * Format: int32
             * @description Maximum engine size in cc; -1 means any.
             * @default -1
             */
            MaxEngineSize?: number;
            /**
             * @description The order of the results (count and panel ignore it). Never counted as modified. Every
             *     order ends with a VehicleId tie-break, so an order is total and pages never overlap or skip:
             *     VehicleId descending (the newest advert first) for `relevance` and `recently-added`, VehicleId
             *     ascending for the others. "Compared price" is the price the price bounds use (see MinPrice).
             *     - `relevance` (default, "Most relevant"): paid placement in a few places per page, the rest by
             *       relevance. Relevance is: with a PostCode, the distance band first (within 10, 25, 50 and 100
             *       miles, then farther; the distance as defined under Distance), nearest band first; then, only
             *       when IsRecommendedSearch is true, adverts from dealers whose ReviewSummary.ScorePercentage is at
             *       least 90; then the newest advert first (VehicleId descending: VehicleIds are issued in
             *       increasing order as adverts are listed). Each page of `pagination.PageSize` starts with
             *       floor(3 × PageSize / 20) Featured places (3 in a page of 20, 1 in a page of 8, none in a page
             *       of 6 or fewer), filled by the Featured adverts (`IsFeaturedAdvert` true) in relevance order,
             *       three to a page of 20; the page's other places hold the other adverts in relevance order.
             *       When either kind runs out, the other fills the places left. With no Featured places, every
             *       advert is in relevance order. So page k (from 1) of 20 holds Featured adverts 3k-2 to 3k,
             *       then other adverts 17k-16 to 17k.
             *     - `price-asc`: compared price ascending, then VehicleId ascending.
             *     - `price-rating` ("Best priced first"): the price's share of its comparables' median
             *       (PriceIndicator) ascending, unlabelled adverts after the labelled ones, then VehicleId
             *       ascending.
             *     - `price-desc`: compared price descending, then VehicleId ascending.
             *     - `mileage-asc`: Mileage ascending, then VehicleId ascending.
             *     - `year-desc`: RegistrationYear descending (newest first), then Mileage ascending, then
             *       VehicleId ascending.
             *     - `distance-asc`: distance from PostCode ascending (nearest first, the distance rounded to one
             *       decimal place as defined under Distance), then VehicleId ascending. With no PostCode no
             *       distance is known and the order is that of `relevance`.
             *     - `recently-added`: the newest advert first, VehicleId descending.
             *     - `monthly-asc`: the monthly payment of the monthly-cost search ascending (see
             *       MinPaymentMonthlyCost: on hire purchase, with one deposit and term, it rises with
             *       GBPPriceIncVAT, so this is GBPPriceIncVAT ascending; on PCP it is the vehicle's own PCP `Pay`,
             *       which its age and mileage change too), then VehicleId ascending. The app offers it in the 'monthly' mode
             *       only (where the figure it sorts by is shown) and asks for `price-asc` instead in the 'total'
             *       mode; a server given it there orders as `price-asc`.
             * @default relevance
             * @enum {string}
             */
            SortOrder?: "relevance" | "price-asc" | "price-desc" | "mileage-asc" | "year-desc" | "distance-asc" | "recently-added" | "monthly-asc" | "price-rating";
            /** @description Only the stock of the dealer whose Name equals this, compared case-insensitively. */
            DealerName?: string;
            /**
             * Format: int32
             * @description Only this dealer group's stock; 0 means any. Never counted as modified.
             * @default 0
             */
            DealerGroupId?: number;
            /**
             * Format: int32
             * @description Only this dealer's stock; 0 means any. Never counted as modified; when above 0, IsRecommendedSearch is not counted either.
             * @default 0
             */
            DealerId?: number;
            /** @description Only pre-registered vehicles. */
            IsPreReg?: boolean;
            /** @description Only ex-demonstrators. */
            IsExDemo?: boolean;
            /**
             * @description Only adverts with photos (ImageCount at least 1). Default false (not counted as modified).
             * @default false
             */
            MinImageCountActive?: boolean;
            /** @description Electric: band of rapid-charge time in minutes; '*' means any. */
            SelectedBatteryFastChargeMinutes?: components["schemas"]["BandValue"];
            /** @description Electric: band of battery range in miles; '*' means any. */
            SelectedBatteryRangeMiles?: components["schemas"]["BandValue"];
            /** @description Electric: when true, vehicles whose battery is leased are included; when false or absent they are left out. */
            BatteryIsLeased?: boolean;
            /** @description Electric: only batteries still under the warranty from new. */
            BatteryIsWarrantyWhenNew?: boolean;
            /** @description Leave out Cat N and Cat D write-offs. */
            ExcludeHistoryCatNCatD?: boolean;
            /** @description Leave out Cat S and Cat C write-offs. */
            ExcludeHistoryCatSCatC?: boolean;
            /** @description Leave out imported vehicles. */
            ExcludeImports?: boolean;
            /** @description Leave out ex-hire vehicles. */
            ExcludeExHire?: boolean;
            /** @description Leave out ex-fleet vehicles. */
            ExcludeExFleet?: boolean;
            /** @description Only dealers that take part exchanges (also a selection toggle). */
            PartExAvailable?: boolean;
            /** @description Only vehicles whose Specification.IsULEZCompliant is true (the ULEZ and clean air zone standards: electric, petrol from Euro 4, diesel from Euro 6). */
            IsULEZCompliant?: boolean;
            /** @description List filter of body styles: only entries with Selected true count (by Value); a lone '*' means no filter. */
            BodyStyles?: components["schemas"]["FilterOptionList"];
            /** @description List filter of colours: only entries with Selected true count (by Value); a lone '*' means no filter. */
            Colours?: components["schemas"]["FilterOptionList"];
            /** @description List filter of numbers of doors: only entries with Selected true count (by Value); a lone '*' means no filter. */
            Doors?: components["schemas"]["FilterOptionList"];
            /** @description List filter of Euro NCAP ratings: only entries with Selected true count (by Value); a lone '*' means no filter. Values '3', '4', '5' (exactly that many stars), as openapi/data/search-values.csv publishes them with their Names. */
            SafetyRatings?: components["schemas"]["FilterOptionList"];
            /** @description List filter of numbers of seats: only entries with Selected true count (by Value); a lone '*' means no filter. */
            Seats?: components["schemas"]["FilterOptionList"];
            /** @description List filter of drive trains: only entries with Selected true count (by Value); a lone '*' means no filter. Values 'front-wheel-drive', 'rear-wheel-drive', 'four-wheel-drive', as openapi/data/search-values.csv publishes them with their Names. */
            DriveTrains?: components["schemas"]["FilterOptionList"];
            /** @description List filter of dealer ratings: only entries with Selected true count (by Value); a lone '*' means no filter. Values '90', '80', '70' (the dealer's ReviewSummary.ScorePercentage at least that), as openapi/data/search-values.csv publishes them with their Names. */
            DealerRating?: components["schemas"]["FilterOptionList"];
            /** @description List filter of dealer types: only entries with Selected true count (by Value); a lone '*' means no filter. Values 'franchise', 'independent', 'supermarket', as openapi/data/search-values.csv publishes them with their Names and meanings. */
            DealerType?: components["schemas"]["FilterOptionList"];
            /** @description List filter of transmissions: only entries with Selected true count (by Value); a lone '*' means no filter. */
            Transmissions?: components["schemas"]["FilterOptionList"];
            /** @description List filter of fuel types: only entries with Selected true count (by Value); a lone '*' means no filter. */
            FuelTypes?: components["schemas"]["FilterOptionList"];
            /** @description Keywords: every entry counts (Selected is ignored) and each must occur, case-insensitively, in the advert's Title, trim, colour, description or features. */
            Keywords?: components["schemas"]["FilterOptionList"];
            /**
             * @description Recommended vehicles first: with the relevance order, adverts of dealers scoring at least 90% come first within each distance band, among the Featured places and among the rest alike (see SortOrder); it does not filter. Default false (not counted as modified).
             * @default false
             */
            IsRecommendedSearch?: boolean;
            /** @description With DealerId: also the stock of the other dealers of that dealer's group (same GroupId above 0). Without DealerId it does not filter. Never counted as modified. */
            IsGroupStock?: boolean;
            /** @description Only adverts listed in the last 7 days (by the server's listing time). */
            IsRecentlyAdded?: boolean;
            /** @description Only adverts whose price was cut within the last 14 days (cards with Reduced true; the price guide counts the same adverts). */
            IsReduced?: boolean;
            /** @description Only popular adverts: those the server marks hot from their recent views (a stored flag of the advert). */
            IsHot?: boolean;
            /** @description Searching by monthly cost: the same as PaymentSearchSelection.Selected 'monthly' (see MinPaymentMonthlyCost). */
            IsPaymentSearch?: boolean;
            /** @description Searching by age rather than year: a flag for the panel; it does not filter (age and year bounds apply whenever set). */
            IsAgeSearch?: boolean;
            /** @description When true, the stock of online-only dealers (no forecourt to visit) is included; when false or absent it is left out. */
            IncludeOnlineOnlySearch?: boolean;
            /** @description Only Price & Go adverts (fixed price, buy online). */
            IsPriceAndGo?: boolean;
            /** @description Price limits are excluding VAT (vans). */
            IsPriceExcludeVATSearch?: boolean;
            /**
             * Format: int32
             * @description The results page, from 1, as the app keeps it in its criteria (and its `Page` URL parameter).
             *     Never counted as modified. Every search operation ignores it: the page of a results request is
             *     `pagination.CurrentPage` of the SearchRequest, the one authoritative page field (the app sends
             *     both with the same value).
             * @default 1
             */
            PaginationCurrentPage?: number;
        };
        /**
         * @description The search panel as the server builds it: the criteria with every option list filled in. The
         *     app merges it into its panel, keeping its own current postcode (for update_all it first drops
         *     its make and model list).
         */
        SearchPanel: components["schemas"]["SearchCriteria"] & Record<string, never>;
        /**
         * @description A make, model or trim in the make and model lists (all three have this shape). `Value` '*'
         *     with the name 'Make (any)' or 'Model (any)' is the wildcard.
         */
        MakeModel: {
            Name?: components["schemas"]["DisplayText"];
            /** Format: int32 */
            Id?: number;
            /** @example ford */
            Value: string;
            /**
             * Format: int32
             * @description Matching vehicles.
             */
            Counter?: number;
            Selected?: boolean;
            Models?: components["schemas"]["MakeModel"][];
            Trims?: components["schemas"]["MakeModel"][];
        };
        /** @description One choice of a price, monthly cost, term, deposit or mileage list; Value -1 means no limit. */
        PriceOption: {
            Name: components["schemas"]["DisplayText"];
            /** Format: int32 */
            Value: number;
            Selected?: boolean;
        };
        /** @description The choices of a numeric field. */
        PriceOptionList: components["schemas"]["PriceOption"][];
        /** @description One entry of a list filter; `Value` '*' is 'any'. */
        FilterOption: {
            Name?: components["schemas"]["DisplayText"];
            /** @example hatchback */
            Value: string;
            Selected?: boolean;
            /** Format: int32 */
            Counter?: number;
        };
        /** @description A list filter's entries. */
        FilterOptionList: components["schemas"]["FilterOption"][];
        /**
         * @description A band choice such as '100-150', or '*' for any ('-1' also means any).
         * @example *
         */
        BandValue: string;
        /** @description The price mode. */
        PaymentSearchSelection: {
            /**
             * @description 'total' (Price) or 'monthly' (Monthly cost).
             * @default total
             * @enum {string}
             */
            Selected: "total" | "monthly";
        };
        /** @description The count answer. */
        SearchCount: {
            /**
             * Format: int32
             * @description The number of matching vehicles.
             */
            RecordCount: number;
            DistanceIsApproximate?: components["schemas"]["DistanceIsApproximate"];
        };
        /**
         * @description Sent whenever distances were measured from a postcode (a search's PostCode, getVehicle's
         *     `postcode`); true when they are approximate: the postcode's district is non-geographic (placed
         *     at its office's town, as DH99 or DE99) or is not in the reference data (placed at its area's
         *     fallback, the mean of the area's geographic district centroids). The app then says 'Distances
         *     from DH99 1NS are approximate'. See SearchCriteria.Distance.
         */
        DistanceIsApproximate: boolean;
        /**
         * @description A results request. The page asked for is `pagination.CurrentPage` (authoritative;
         *     `searchPanelParameters.PaginationCurrentPage` is ignored) and its size `pagination.PageSize`.
         */
        SearchRequest: {
            /** @description True for a new search from the panel, false when paging. It does not change the answer. */
            isNewSearch: boolean;
            pagination: components["schemas"]["PageRequest"];
            searchPanelParameters: components["schemas"]["SearchCriteria"];
        };
        /**
         * @description The page asked for. The page size is bounded, not fixed: `PageSize` from 1 to 20, default 20 (the
         *     results pages ask for 20, the dealer page's stock preview for 8); the server uses exactly the size
         *     asked and echoes it in `Pagination.PageSize`.
         */
        PageRequest: {
            /**
             * Format: int32
             * @description The page, from 1 (the one authoritative page field of a results request).
             */
            CurrentPage: number;
            /**
             * Format: int32
             * @description Vehicle cards to a page, 1 to 20; 20 when absent.
             * @default 20
             */
            PageSize?: number;
        };
        /**
         * @description Where a page sits in the results. With N = TotalRecords and S = PageSize there are
         *     max(1, ceil(N / S)) pages; page k holds the items k×S−S+1 to min(k×S, N) of the order. A page past
         *     the end is not an error: 200 with no items, CurrentPage the page asked and TotalRecords N.
         */
        Pagination: {
            /**
             * Format: int32
             * @description The page answered, the page asked.
             */
            CurrentPage: number;
            /**
             * Format: int32
             * @description Every match of the criteria (over all pages); for a search, the count operation's RecordCount for the same criteria.
             */
            TotalRecords: number;
            /**
             * Format: int32
             * @description The page size used (for search results, the one asked, default 20). Servers always send it.
             */
            PageSize?: number;
        };
        /** @description One page of results. */
        SearchResults: {
            DistanceIsApproximate?: components["schemas"]["DistanceIsApproximate"];
            /** @description Vehicle cards in order, with at most a few `SpecialOffers` entries among them. */
            Results: (components["schemas"]["VehicleCard"] | components["schemas"]["SpecialOffers"])[];
            Pagination: components["schemas"]["Pagination"];
            /**
             * @description The dealer whose stock the results are, when the search names one dealer (`DealerId`), so the
             *     page can say whose cars they are; left out for any other search, and for a dealer the server
             *     does not know.
             */
            Dealer?: {
                Id: components["schemas"]["DealerIdValue"];
                Name: components["schemas"]["DisplayText"];
            };
        };
        /** @description A special-offers entry among the results; its vehicles are matched by VehicleId. */
        SpecialOffers: {
            /** @constant */
            ObjectType: "SpecialOffers";
            Title?: components["schemas"]["DisplayText"];
            Vehicles: components["schemas"]["VehicleCard"][];
        };
        /**
         * @description On the cards of a results answer in the 'monthly' price mode only: the payment a month (`Pay`) of
         *     the monthly-cost search for this vehicle, by the getFinanceQuote formula for its GBPPriceIncVAT
         *     with the search's agreement, deposit and term (PaymentFinanceType, PaymentDeposit and PaymentTerm,
         *     their defaults HP, 1000 and 60 when absent, -1 or, for the term, 0), and that basis: the
         *     `FinanceType`, `Over` months, `Deposit` in GBP and the representative `APR`; for PCP also the
         *     `AnnualMileage` (PaymentMileage, default 10000) and the optional `FinalPayment` it sets. A
         *     monthly search matches only vehicles that leave at least the minimum credit of £1,000 to borrow
         *     (MinPaymentMonthlyCost), and for PCP only those a PCP is quoted on, so `Pay` is always above 0.
         */
        CardMonthlyPayment: {
            /**
             * Format: double
             * @example 178.32
             */
            Pay: number;
            /**
             * Format: int32
             * @example 60
             */
            Over: number;
            /**
             * Format: int32
             * @example 1000
             */
            Deposit: number;
            /**
             * Format: double
             * @example 9.9
             */
            APR: number;
            /**
             * @description The agreement `Pay` is for (the search's PaymentFinanceType).
             * @example HP
             * @enum {string}
             */
            FinanceType: "HP" | "PCP";
            /** @description PCP only, the optional final payment (the guaranteed minimum future value) the mileage sets. */
            FinalPayment?: components["schemas"]["Money"];
            /**
             * Format: int32
             * @description PCP only, the miles a year the final payment was set for (PaymentMileage).
             * @example 10000
             */
            AnnualMileage?: number;
        };
        /**
         * @description A vehicle card, as search results, the recent panel and the shortlist show it. The app links it
         *     to `{DetailsPageUrl}/?i={Position}&m={trackingId}`: `trackingId` is no field of the card but the
         *     app's name for the list it is shown in (`search`, `landing`, `recent`, `shortlist`, `mygarage`,
         *     `dealer`, `dealer-stock`, `reduced`). That link is the app's vehicle page, no operation of this
         *     contract: the page reads `i` and `m` only to send them back as sent, as the second and third
         *     Parameters of the `VehicleView` audit event, and `recordAuditEvent` records whatever the
         *     Parameters' pattern allows there (a name not in that list, or an empty one, is 204 like any
         *     other): a server never checks either. `Reduced` and `isReduced` carry the same
         *     flag under two names, and both are sent.
         */
        VehicleCard: {
            VehicleId: components["schemas"]["VehicleIdValue"];
            Manufacturer: components["schemas"]["DisplayText"];
            Model: components["schemas"]["DisplayText"];
            Title: components["schemas"]["DisplayText"];
            Colour: components["schemas"]["DisplayText"];
            /** @enum {string} */
            FuelType: "Petrol" | "Diesel" | "Hybrid" | "Plug-in Hybrid" | "Electric" | "Bi-fuel";
            /** @enum {string} */
            Transmission: "Manual" | "Automatic";
            /** Format: int32 */
            Mileage: number;
            /** Format: int32 */
            RegistrationYear: number;
            /**
             * Format: int32
             * @description The advertised price in whole pounds (excluding VAT when IsPriceExcludingVAT).
             */
            GBPPrice: number;
            /**
             * Format: int32
             * @description The price including VAT in whole pounds.
             */
            GBPPriceIncVAT: number;
            /** @description True when GBPPrice excludes VAT (most vans). */
            IsPriceExcludingVAT: boolean;
            MonthlyPayment?: components["schemas"]["CardMonthlyPayment"];
            /** @description The advert's price was cut within the last 14 days: a cut of it is recorded on a day from 14 days before today to today (the server's day). Worked out when answered, so the flag goes on the fifteenth day; the same adverts as the IsReduced criterion and the price guide's RecentlyReduced. */
            Reduced: boolean;
            /** @description Same as Reduced. */
            isReduced: boolean;
            /**
             * Format: int32
             * @description The card's position, from 1 (the `i` of the vehicle link): its place in the list it is answered in. In search results its place in the whole order (page 2 of 20 starts at 21); in `listVehicleCards` (the recent panel) its place among the cards answered (an id asked twice counts once, an id never advertised is left out and takes no place); in the reduced list its place in that list; on the shortlist (`getShortlist`, `mergeShortlist`) its place newest first, a card no longer available included; in a vehicle's detail and everywhere else 1. The shared card examples carry the Position of the search results they are taken from.
             */
            Position: number;
            /**
             * @description The vehicle page's root-relative address.
             * @example /used-cars/ford/fiesta/20481734
             */
            DetailsPageUrl: string;
            MainImage: components["schemas"]["MainImage"];
            /** Format: int32 */
            ImageCount: number;
            Sold: boolean;
            /** @description The visitor already sent an enquiry about it. */
            IsEnquired: boolean;
            /** @description The visitor already viewed it. */
            IsViewed: boolean;
            /**
             * @description A Featured advert: the dealer paid for a more prominent place in the results. It is not a
             *     recommendation; the app says so wherever it shows the Featured label.
             */
            IsFeaturedAdvert: boolean;
            /**
             * Format: int32
             * @description The dealer's compulsory admin fee in whole pounds, already included in GBPPrice and Price (the
             *     price shown is the total the buyer pays: ASA and CAP rulings on drip pricing); 0 when the dealer
             *     charges none, shown as 'No admin fee'.
             * @example 199
             */
            AdminFee: number;
            /**
             * Format: int32
             * @description 1 = car, 7 = van.
             * @enum {integer}
             */
            VehicleType: 1 | 7;
            Registration: components["schemas"]["UkRegistration"];
            BodyStyle: components["schemas"]["DisplayText"];
            /**
             * @description The price as shown, in GBP with thousands separators ('+ VAT' when excluding VAT).
             * @example £9,495
             */
            Price: string;
            DealerId?: components["schemas"]["DealerIdValue"];
            /**
             * @description The dealer's rating as its Dealer.ReviewSummary gives it (the last 12 months' reviews only), so
             *     a list of cards can show it beside each vehicle; absent where the dealer has no reviews counted.
             */
            DealerRating?: components["schemas"]["DealerReviewSummary"];
            /**
             * @description Only in the signed-in shortlist's answers, and only true: the catalogue no longer holds this
             *     shortlisted vehicle, so the card is the one it was saved with, and its DetailsPageUrl leads
             *     nowhere (the app shows no link). It keeps its place, counts toward the 25 and its id is in
             *     VehicleIds, so it can be removed. Search and every other answer never send it.
             * @example true
             */
            NoLongerAvailable?: boolean;
        };
        /** @description The card's image; the app shows DefaultImage when Medium fails to load. */
        MainImage: {
            Medium: components["schemas"]["ImagePath"];
            DefaultImage: components["schemas"]["ImagePath"];
        };
        /** @description Vehicle cards. */
        VehicleCardList: {
            Vehicles: components["schemas"]["VehicleCard"][];
        };
        /** @description A vehicle advert in detail. */
        VehicleDetail: {
            Vehicle: components["schemas"]["VehicleCard"];
            /** @description The dealer's description, plain text with line breaks. */
            Description: string;
            Images: components["schemas"]["VehicleImage"][];
            Specification: components["schemas"]["Specification"];
            Features: components["schemas"]["DisplayText"][];
            Dealer: components["schemas"]["Dealer"];
            /** @description Up to 8 other vehicles from the same dealer (not this one), newest first. */
            DealerStock: components["schemas"]["VehicleCard"][];
            /**
             * Format: int32
             * @description How many other vehicles the dealer advertises (DealerStock shows up to 8 of them).
             */
            DealerStockCount: number;
            Finance?: components["schemas"]["RepresentativeExample"];
            /**
             * @description The PCP representative example beside `Finance` (HP): the getFinanceQuote PCP formula for the
             *     vehicle's GBPPriceIncVAT with a £1,000 deposit over 48 months at 10,000 miles a year, its
             *     `vehicleAge` the whole years from the first registration date to today and its
             *     `vehicleMileage` the advert's Mileage. Present only with `Finance`, on an unsold vehicle, and
             *     where a PCP is offered (the car at most 8 years old and 100,000 miles at the end, and the
             *     deposit leaving more to borrow than the final payment); otherwise only HP is offered.
             */
            FinancePCP?: components["schemas"]["RepresentativeExample"];
            PriceIndicator?: components["schemas"]["PriceIndicator"];
            PriceNotRated?: components["schemas"]["PriceNotRated"];
            Generation?: components["schemas"]["Generation"];
            /**
             * @description The vehicle's history summary (MOT tests, keepers, service history, the history check). The
             *     reference server sends it for every vehicle of its own stock; absent where the dealer gives
             *     none (the examples v20481734, a clean car, and v20481802, whose 2024 readings are lower than
             *     its 2023 one, carry it).
             */
            History?: components["schemas"]["History"];
            FuelCost?: components["schemas"]["FuelCost"];
            /**
             * @description Miles from the postcode the request gave (`postcode`) to the dealer, to one decimal place.
             *     Absent when no postcode was given (the app shows it only when it sent one; the examples
             *     v20481734 and v20490112 carry it as answered for postcode=RG20QX).
             */
            DistanceMiles?: number;
            DistanceIsApproximate?: components["schemas"]["DistanceIsApproximate"];
        };
        /**
         * @description How the price compares with its comparables, and what it was judged against. The rule (a
         *     backend team computes the same figures from it):
         *     - **Comparables**: the adverts of the same vehicle type, make, model, fuel and gearbox, first
         *       registered (RegistrationYear) within one year either side of this one, in the same mileage band,
         *       for sale now or sold in the last 90 days; this advert included; write-offs (any category) and
         *       imports left out. The mileage bands, in miles, both ends included: 0-10,000, 10,001-20,000,
         *       20,001-30,000, 30,001-40,000, 40,001-50,000, 50,001-60,000, 60,001-80,000, 80,001-100,000,
         *       100,001-130,000, 130,001 and over. `Search` is the search that finds exactly them.
         *     - **Prices** are the price a buyer pays (GBPPriceIncVAT). The median and the quartiles are the 50th,
         *       25th and 75th percentiles, interpolated linearly between the closest ranks (PostgreSQL's
         *       percentile_cont), each rounded half up to the pound.
         *     - **Label**, by the difference of the price from the median as a share of the median: at least 8%
         *       below, Great price; more than 3% and less than 8% below, Good price; from 3% below to 5% above,
         *       Fair price; more than 5% above, High price. (A difference of exactly 8% or 3% below takes the
         *       better label.)
         *     - **No label** (see VehicleDetail.PriceNotRated) when fewer than 6 adverts are compared, and
         *       for adverts not rated whatever their comparables: sold ones, write-offs, imports, prices under
         *       £1,500 or over £70,000, and vehicles first registered more than 15 years before the year the
         *       rating was worked out. A label is never guessed. The reference server works the ratings out
         *       when its catalogue is written.
         *     The app never shows the label without these comparables.
         */
        PriceIndicator: {
            /** @enum {string} */
            Label: "Great price" | "Good price" | "Fair price" | "High price";
            Comparables: {
                /**
                 * Format: int32
                 * @description How many adverts were compared, this one included (at least 6).
                 */
                Count: number;
                Manufacturer: components["schemas"]["DisplayText"];
                Model: components["schemas"]["DisplayText"];
                FuelType: components["schemas"]["DisplayText"];
                Transmission: components["schemas"]["DisplayText"];
                /** Format: int32 */
                YearFrom: number;
                /** Format: int32 */
                YearTo: number;
                /** Format: int32 */
                MileageFrom: number;
                /** Format: int32 */
                MileageTo: number;
                /**
                 * Format: int32
                 * @description The comparables' median price (GBPPriceIncVAT), whole pounds.
                 */
                MedianPrice: number;
                /**
                 * Format: int32
                 * @description The 25th percentile of their prices: the middle half of them are priced from this to UpperQuartile.
                 */
                LowerQuartile: number;
                /**
                 * Format: int32
                 * @description The 75th percentile of their prices.
                 */
                UpperQuartile: number;
                /**
                 * @description The search that finds the comparables, this advert among them: Type, the make and model
                 *     (MakeModels), MinYear and MaxYear, MinMileage and MaxMileage, FuelTypes and Transmissions,
                 *     ExcludeHistoryCatNCatD, ExcludeHistoryCatSCatC and ExcludeImports true,
                 *     SelectedSoldStatusV2 `both`, and IncludeOnlineOnlySearch and BatteryIsLeased true. Its
                 *     count (countCarSearch or countVanSearch) is Count.
                 */
                Search: components["schemas"]["SearchCriteria"];
            };
        };
        /** @description Why an advert has no price label (PriceIndicator gives the rule). */
        PriceNotRated: {
            /**
             * @description `too-few`: fewer than 6 adverts to compare it with (Compared says how many, this one
             *     included); `sold`; `write-off`: recorded as written off (any category); `import`; `price`:
             *     under £1,500 or over £70,000; `age`: first registered more than 15 years ago.
             * @enum {string}
             */
            Reason: "too-few" | "sold" | "write-off" | "import" | "price" | "age";
            /**
             * Format: int32
             * @description With `too-few`, how many adverts there were to compare, this one included.
             */
            Compared?: number;
        };
        /**
         * @description A summary of the vehicle's history: its MOT tests as DVSA's MOT history holds them, its keepers
         *     and service history as the dealer states them, and the results of a history check. It is a
         *     summary, not a full history report: it shows what was checked and when, and a buyer can still
         *     ask the dealer for the report it came from. The rules:
         *     - **MOT tests** (MotTests, newest first): a car or van needs its first MOT by the third
         *       anniversary of its first registration (in Great Britain) and one every year after; a vehicle
         *       younger than that has none, and MotFirstDueDate says when the first is due.
         *     - **MotExpiryDate** is the ExpiryDate of the latest passed test; present exactly when some test
         *       passed (MotFirstDueDate is present exactly when none has).
         *     - **PreviousOwners** and **ServiceHistory** are the Specification's (the same values).
         *     - **Check.WriteOff** is the write-off category the search filters ExcludeHistoryCatNCatD and
         *       ExcludeHistoryCatSCatC read; **Check.Imported** is the fact ExcludeImports reads.
         *     - **Check.MileageDiscrepancy** is true exactly when an MOT test's odometer reading, in miles
         *       (a km reading times 0.621371), is lower than an earlier test's.
         */
        History: {
            /** @description Every MOT test on record, newest first; empty before the first is due. */
            MotTests: components["schemas"]["MotTest"][];
            /**
             * Format: date
             * @description The last day the current MOT is valid (the ExpiryDate of the latest passed test).
             * @example 2027-07-21
             */
            MotExpiryDate?: string;
            /**
             * Format: date
             * @description When no test is yet due: the third anniversary of the first registration, by which the first
             *     MOT is due. Absent once a test has passed.
             * @example 2027-03-14
             */
            MotFirstDueDate?: string;
            /**
             * Format: int32
             * @description Registered keepers before this sale (Specification.PreviousOwners); 0 for a pre-registered car.
             */
            PreviousOwners: number;
            /**
             * @description As Specification.ServiceHistory.
             * @enum {string}
             */
            ServiceHistory: "Full" | "Part" | "None";
            /**
             * Format: date
             * @description When the current registration certificate (V5C, the log book) was issued: on first
             *     registration, and again at each change of keeper.
             * @example 2023-06-02
             */
            V5CIssueDate: string;
            Check: components["schemas"]["HistoryCheck"];
        };
        /**
         * @description The history check's results, each true when the record shows it (false: checked, nothing
         *     recorded). It is a summary of the check, not the full report.
         */
        HistoryCheck: {
            /**
             * Format: date-time
             * @description When the check was made (UTC); the reference server checks when the advert is listed.
             * @example 2026-08-01T09:00:00Z
             */
            CheckedAt: string;
            /** @description Recorded as stolen with the police (Police National Computer). */
            Stolen: boolean;
            /**
             * @description The insurance write-off category, or null when never written off: N (non-structural damage)
             *     and S (structural damage, repaired) may return to the road; C and D are the older
             *     categories of the same kinds. The same fact the search's ExcludeHistory filters read.
             */
            WriteOff: ("N" | "S" | "C" | "D") | null;
            /** @description A finance agreement is still registered against the vehicle (a dealer settles it before the sale). */
            OutstandingFinance: boolean;
            /** @description First registered outside the UK (the same fact ExcludeImports reads). */
            Imported: boolean;
            /** @description An MOT odometer reading is lower than an earlier one (History gives the rule). */
            MileageDiscrepancy: boolean;
            /** @description The manufacturer has a safety recall for the vehicle that is not recorded as done. */
            OutstandingRecall: boolean;
        };
        /** @description One MOT test, in the shape of DVSA's MOT history. */
        MotTest: {
            /**
             * Format: date-time
             * @description When the test was completed (UTC).
             * @example 2025-05-02T10:41:00Z
             */
            CompletedDate: string;
            /** @enum {string} */
            TestResult: "PASSED" | "FAILED";
            /**
             * Format: date
             * @description Passes only: the last day the certificate is valid. Tested up to a month (less a day) before
             *     the current certificate runs out, it runs a year from that certificate's expiry; tested
             *     earlier, or with none current, a year from the test less a day.
             * @example 2026-05-14
             */
            ExpiryDate?: string;
            /**
             * Format: int32
             * @description The odometer reading at the test, in OdometerUnit.
             */
            OdometerValue: number;
            /** @enum {string} */
            OdometerUnit: "mi" | "km";
            /**
             * @description READ when OdometerValue was read off the odometer.
             * @enum {string}
             */
            OdometerResultType: "READ" | "UNREADABLE" | "NO_ODOMETER";
            /** @description What the tester recorded, advisories included; empty for a clean pass. */
            Defects: components["schemas"]["MotDefect"][];
        };
        /**
         * @description One item the tester recorded. Type: ADVISORY (to watch, not a fail); MINOR (passed, to repair
         *     soon); MAJOR and DANGEROUS (the test fails; dangerous: not to be driven until repaired); FAIL
         *     (a failure item of a test before 20 May 2018); PRS (failed and put right at the test station
         *     within an hour, so the test passed).
         */
        MotDefect: {
            Text: components["schemas"]["DisplayText"];
            /** @enum {string} */
            Type: "ADVISORY" | "MINOR" | "MAJOR" | "DANGEROUS" | "FAIL" | "PRS";
            /** @description True exactly when Type is DANGEROUS. */
            Dangerous: boolean;
        };
        /** @description The model generation the vehicle belongs to (the generation-info overlay). */
        Generation: {
            Name: components["schemas"]["DisplayText"];
            /** Format: int32 */
            YearFrom: number;
            /**
             * Format: int32
             * @description Absent while the generation is still on sale.
             */
            YearTo?: number;
            /** @description What changed in this generation, plain text. */
            Summary: string;
        };
        /** @description One photo of the vehicle, in two sizes, with its text alternative. */
        VehicleImage: {
            Medium: components["schemas"]["ImagePath"];
            Large: components["schemas"]["ImagePath"];
            AltText: components["schemas"]["DisplayText"];
        };
        /** @description The vehicle's specification (the vehicle-spec overlay). */
        Specification: {
            EngineSizeLitres?: number;
            /** Format: int32 */
            PowerBhp?: number;
            /** Format: int32 */
            Doors?: number;
            /** Format: int32 */
            Seats?: number;
            /** Format: int32 */
            Co2EmissionsGPerKm?: number;
            FuelEconomyMpg?: number;
            /** Format: int32 */
            InsuranceGroup?: number;
            /**
             * Format: int32
             * @description Road tax (vehicle excise duty) a year at the GOV.UK vehicle tax rates from 1 April 2025, as a
             *     buyer taxes the vehicle now (first-year rates are paid by the first keeper and never shown):
             *     a van or pick-up (light goods vehicle) £345; a car first registered from 1 April 2017,
             *     electric ones included, the standard rate £195, plus the expensive car supplement £425 while
             *     it is under 6 years old when its list price new was over £40,000 (a used car is taxed at
             *     least a second time, from which the supplement runs); a car first registered from 1 March
             *     2001 to 31 March 2017 by its CO2 band (g/km, at most: 100 and 110 £20, 120 £35, 130 £165,
             *     140 £195, 150 £215, 165 £265, 175 £315, 185 £345, 200 £395, 225 £430, 255 £735, above £760),
             *     so an electric car of then pays band A's £20. Worked at the seed's reference date.
             * @example 195
             */
            AnnualTaxGBP?: number;
            /** @description 0-62 mph in seconds. */
            AccelerationSeconds?: number;
            /** Format: int32 */
            TopSpeedMph?: number;
            DriveTrain?: components["schemas"]["DisplayText"];
            /** Format: int32 */
            PreviousOwners?: number;
            /** @enum {string} */
            ServiceHistory?: "Full" | "Part" | "None";
            /**
             * @description The Euro emissions standard a combustion vehicle (hybrids included) must meet at least,
             *     from its date of first registration: the last standard every new registration had to meet by
             *     then (Regulations (EC) 715/2007 and (EU) 2017/1151, kept in GB law). Cars: Euro 1 from 1
             *     January 1993, Euro 2 1997, Euro 3 2001, Euro 4 1 January 2006, Euro 5 1 January 2011, Euro
             *     6b 1 September 2015, Euro 6c 1 September 2018, Euro 6d-TEMP 1 September 2019, Euro 6d 1
             *     January 2021. Vans (every van taken as N1 class II or III): Euro 1 1 October 1994, Euro 2 1
             *     October 1998, Euro 3 1 January 2002, Euro 4 1 January 2007, Euro 5 1 January 2012, Euro 6b
             *     1 September 2016, Euro 6c 1 September 2019, Euro 6d-TEMP 1 September 2020, Euro 6d 1
             *     January 2022. A vehicle may meet a later standard than this (its V5C says). Absent for an
             *     electric vehicle.
             * @example Euro 6c
             * @enum {string}
             */
            EuroStandard?: "Euro 1" | "Euro 2" | "Euro 3" | "Euro 4" | "Euro 5" | "Euro 6b" | "Euro 6c" | "Euro 6d-TEMP" | "Euro 6d";
            /**
             * @description Whether the vehicle meets the standards of London's Ultra Low Emission Zone (TfL), which
             *     England's Clean Air Zone framework uses for its classes B, C and D too: electric always; a
             *     petrol engine from Euro 4; a diesel from Euro 6 (Euro 6b or later), judged on EuroStandard.
             *     A hybrid, plug-in hybrid or bi-fuel vehicle is judged by its petrol engine. The search
             *     criterion IsULEZCompliant keeps exactly the vehicles with this true.
             * @example true
             */
            IsULEZCompliant?: boolean;
        };
        /**
         * @description The fuel or energy a vehicle uses in a year, worked out by the server at a stated mileage and
         *     stated prices, which it answers with the figure so a page can say what it assumed. Combustion
         *     (petrol, diesel, hybrid, bi-fuel): AnnualMileage / FuelEconomyMpg x 4.546 litres a gallon x
         *     PencePerLitre. Electric: AnnualMileage x KWhPerMile x PencePerKWh (charged at home). Plug-in
         *     hybrid: ElectricShare of the miles on electricity as an electric vehicle, the rest on petrol at
         *     FuelEconomyMpg, the engine's own economy with a flat battery (an assumption: the official
         *     figure assumes charging it often). Rounded to the pound. The mileage is the Department for
         *     Transport's average for a car (National Travel Survey, 7,400 miles a year in 2019, before the
         *     pandemic); the prices are the UK average pump prices (DESNZ weekly road fuel prices) and the
         *     Ofgem price cap's electricity unit rate of PricesFrom. Absent when the vehicle has no fuel
         *     economy to work from.
         */
        FuelCost: {
            /**
             * Format: int32
             * @description The miles a year the cost is worked out for.
             * @example 7400
             */
            AnnualMileage: number;
            /**
             * Format: int32
             * @description What the fuel or electricity for AnnualMileage costs, in pounds.
             * @example 756
             */
            AnnualFuelCostGBP: number;
            /**
             * @description What the vehicle runs on for this figure (a hybrid and a bi-fuel vehicle on petrol).
             * @example Petrol
             * @enum {string}
             */
            Energy: "Petrol" | "Diesel" | "Electricity" | "Petrol and electricity";
            /**
             * @description The pump price used, pence a litre (petrol or diesel as Energy says). Absent for electricity alone.
             * @example 135
             */
            PencePerLitre?: number;
            /**
             * @description The miles per gallon used (a plug-in hybrid's with a flat battery). Absent for electricity alone.
             * @example 60.1
             */
            FuelEconomyMpg?: number;
            /**
             * @description The electricity unit rate used, pence a kWh (the Ofgem price cap, paying by direct debit). Only with electricity.
             * @example 27.03
             */
            PencePerKWh?: number;
            /**
             * @description The electricity a mile takes from the socket, charging losses included: 0.3 kWh for a car,
             *     0.4 for a van (stated efficiencies, not the model's own). Only with electricity.
             * @example 0.3
             */
            KWhPerMile?: number;
            /**
             * @description The share of the miles a plug-in hybrid is taken to do on electricity (0.5). Only for Petrol and electricity.
             * @example 0.5
             */
            ElectricShare?: number;
            /**
             * Format: date
             * @description The first day of the period the prices are from (pump prices and the price cap's quarter).
             * @example 2025-04-01
             */
            PricesFrom: string;
        };
        /**
         * @description The finance representative example (the finance-rep-example overlay): amount of credit
         *     (Borrow) over a number of months (Over), Deposit, monthly payment (Pay), fixed interest rate
         *     per year (Interest, %), APR (%), total cost of credit (Credit), total amount payable (Total)
         *     and the address of the finance terms (the finance-terms overlay). With the cash price, the kind
         *     of agreement, whether the rate is fixed or variable and the lender, it carries everything FCA
         *     CONC 3.5.5R asks a representative example to show, with any other charges (OtherCharges) and, for
         *     PCP, the optional final payment, the annual mileage, age and mileage it was set for and the excess
         *     mileage charge (FinalPayment, AnnualMileage, VehicleAge, VehicleMileage, ExcessMileagePence:
         *     present for PCP only). Total is Deposit + Over × Pay (+ FinalPayment
         *     for PCP); CashPrice is Deposit + Borrow and equals the vehicle's GBPPriceIncVAT. The figures follow
         *     the formula written in getFinanceQuote.
         */
        RepresentativeExample: {
            CashPrice: components["schemas"]["Money"];
            /**
             * @description Hire purchase, or personal contract purchase (with an optional final payment).
             * @enum {string}
             */
            FinanceType: "HP" | "PCP";
            /**
             * @description Whether the interest rate is fixed for the whole agreement.
             * @enum {string}
             */
            RateType: "fixed" | "variable";
            Lender: components["schemas"]["DisplayText"];
            /** @description PCP only, the optional final payment (the guaranteed minimum future value) to keep the car. */
            FinalPayment?: components["schemas"]["Money"];
            /**
             * Format: int32
             * @description PCP only, the miles a year the final payment was set for.
             */
            AnnualMileage?: number;
            /**
             * Format: int32
             * @description PCP only, the car's age in whole years at the start (`vehicleAge`) that the final payment was set for.
             */
            VehicleAge?: number;
            /**
             * Format: int32
             * @description PCP only, the car's mileage at the start (`vehicleMileage`) that the final payment was set for.
             */
            VehicleMileage?: number;
            /** @description PCP only, the charge in pence a mile over the agreed mileage when the car is handed back or part-exchanged. */
            ExcessMileagePence?: number;
            /** @description Fees and other charges of the agreement in GBP (none at this lender, 0); none when absent. */
            OtherCharges?: components["schemas"]["Money"];
            /**
             * @description The amount of credit, in GBP: at least the minimum credit, £1,000, the least the lender lends.
             *     No quote, representative example or monthly figure is given for less (getFinanceQuote).
             */
            Borrow: number;
            /**
             * Format: int32
             * @description Months.
             */
            Over: number;
            Deposit: components["schemas"]["Money"];
            Pay: components["schemas"]["Money"];
            /** @description Fixed (flat) interest rate per year, % = Credit / Borrow × 12 / Over × 100, to 2 decimal places (see getFinanceQuote). */
            Interest: number;
            /** @description Representative APR, %. */
            APR: number;
            Credit: components["schemas"]["Money"];
            Total: components["schemas"]["Money"];
            /** @description Root-relative address of the finance terms (the app serves /finance-terms/). */
            TermsUrl: string;
        };
        /** @description A finance calculator quote. */
        FinanceQuote: {
            MonthlyPayment: components["schemas"]["Money"];
            RepresentativeExample: components["schemas"]["RepresentativeExample"];
        };
        /**
         * @description A dealer: Id, GroupId, Name, Customer, PhoneNumber, EmailEnabled, PartnerListForThankYou,
         *     ReviewSummary.ScorePercentage, with its address and stock.
         */
        Dealer: {
            Id: components["schemas"]["DealerIdValue"];
            /**
             * Format: int32
             * @description The dealer group; 0 when the dealer belongs to none.
             */
            GroupId: number;
            Name: components["schemas"]["DisplayText"];
            /** @description The dealer's customer account reference with Forecourt. */
            Customer: string;
            PhoneNumber: components["schemas"]["UkLandline"];
            /** @description The dealer takes enquiries by email (else only by phone). */
            EmailEnabled: boolean;
            /** @description Partners (finance, insurance) offered on the enquiry thank-you screen. */
            PartnerListForThankYou: components["schemas"]["DisplayText"][];
            ReviewSummary: components["schemas"]["DealerReviewSummary"];
            Address?: {
                Line1: components["schemas"]["DisplayText"];
                Town: components["schemas"]["DisplayText"];
                County?: components["schemas"]["DisplayText"];
                PostCode: components["schemas"]["UkPostcode"];
            };
            /** Format: uri */
            Website?: string;
            VehicleTypes?: components["schemas"]["VehicleType"][];
            /** Format: int32 */
            StockCount?: number;
            /**
             * @description The dealer sells online only: no forecourt to visit; vehicles are shown by video and
             *     delivered, and the buyer has the Consumer Contracts Regulations' 14 days to cancel after
             *     delivery. Pages say so and explain it in the `online-dealer` overlay. Absent means false.
             * @default false
             */
            IsOnlineOnly?: boolean;
            /** @description Where the dealer is, for the dealer-map overlay. */
            Location?: {
                Latitude: number;
                Longitude: number;
            };
            /**
             * @description The dealer's week, Monday first, for the operating-status and out-of-hours overlays. A
             *     closed day has `Closed: true` and no times; times are UK local time (24-hour).
             */
            OpeningHours?: components["schemas"]["OpeningDay"][];
        };
        /** @description One day of a dealer's opening hours; an open day has both times, a closed day neither. */
        OpeningDay: {
            /** @enum {string} */
            Day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
            Opens?: string;
            Closes?: string;
            /** @default false */
            Closed?: boolean;
        };
        /**
         * @description What buyers said about the dealer, counting the reviews of the last 12 months only
         *     (`PeriodMonths`): a review counts when its `PublishedAt` is after the same day 12 months before
         *     today (UTC), so older reviews are still listed (`listDealerReviews`) but no longer counted.
         *     `ScorePercentage` is the share of counted reviews with 4 or 5 stars, as a whole percentage
         *     rounded half up (0 when none is counted); `AverageStars` is the mean of their stars to one
         *     decimal place, rounded half up (absent when none is counted); `ReviewCount` is how many are
         *     counted. The dealer search's DealerRating filter and relevance read `ScorePercentage`.
         * @example {
         *       "ScorePercentage": 94,
         *       "ReviewCount": 412,
         *       "AverageStars": 4.5,
         *       "PeriodMonths": 12
         *     }
         */
        DealerReviewSummary: {
            /**
             * Format: int32
             * @description The share of the last 12 months' reviews with 4 or 5 stars, in whole per cent (half up); 0 with none.
             * @example 94
             */
            ScorePercentage: number;
            /**
             * Format: int32
             * @description How many reviews the last 12 months hold (older ones are not counted).
             * @example 412
             */
            ReviewCount?: number;
            /**
             * Format: double
             * @description The mean stars of the last 12 months' reviews, to one decimal place (half up); absent with none.
             * @example 4.5
             */
            AverageStars?: number;
            /**
             * Format: int32
             * @description The months the summary counts back from today, always 12.
             * @example 12
             */
            PeriodMonths?: number;
        };
        /** @description The dealer's public answer to a review. */
        DealerReviewReply: {
            Text: components["schemas"]["ReviewText"];
            /**
             * Format: date
             * @description The day the dealer replied (UK date, on or after the review's PublishedAt).
             * @example 2026-10-03
             */
            RepliedAt: string;
        };
        /**
         * @description One buyer's review of a dealer: whole stars from 1 to 5, an optional title, the text, the
         *     reviewer's first name and the initial of their surname (never a full name), the day it was
         *     published and, where the dealer answered, its reply.
         */
        DealerReview: {
            /**
             * Format: int32
             * @description The review's id, unique across dealers.
             * @example 3101000
             */
            Id: number;
            Stars: components["schemas"]["ReviewScore"];
            Title?: components["schemas"]["DisplayText"];
            Text: components["schemas"]["ReviewText"];
            /**
             * @description The reviewer's first name and the initial of their surname with a full stop ('Sarah K.').
             * @example Sarah K.
             */
            ReviewerName: string;
            /**
             * Format: date
             * @description The day the review was published (UK date).
             * @example 2026-09-28
             */
            PublishedAt: string;
            Reply?: components["schemas"]["DealerReviewReply"];
        };
        /**
         * @description One page of a dealer's reviews, newest first (by `PublishedAt`, then by `Id` descending), every
         *     review listed whatever its age, and the dealer's `Summary` (the last 12 months only, as
         *     DealerReviewSummary states; the same as the dealer's own `ReviewSummary`).
         */
        DealerReviewPage: {
            Reviews: components["schemas"]["DealerReview"][];
            Pagination: components["schemas"]["Pagination"];
            Summary: components["schemas"]["DealerReviewSummary"];
        };
        /** @description One page of the dealer directory. */
        DealerDirectory: {
            Dealers: components["schemas"]["Dealer"][];
            Pagination: components["schemas"]["Pagination"];
        };
        /** @description Makes with their models. */
        MakeList: {
            Makes: components["schemas"]["MakeModel"][];
        };
        /** @description Counties with their towns. */
        LocationList: {
            Counties: components["schemas"]["County"][];
        };
        /** @description A county and its towns. */
        County: {
            Name: components["schemas"]["DisplayText"];
            Slug: components["schemas"]["Slug"];
            Towns: components["schemas"]["Town"][];
        };
        /** @description A town. */
        Town: {
            Name: components["schemas"]["DisplayText"];
            Slug: components["schemas"]["Slug"];
            /**
             * @description The town centre's postcode: the town's local landing pages (/used-cars/local/{county}/{town}/
             *     and /used-vans/local/...) search around it, within 20 miles. It is the postcode of the town's
             *     first dealer (the lowest DealerId among the dealers of that county and town), so its district
             *     is always in openapi/data/postcode-districts.csv and a search around it finds that dealer.
             */
            CentrePostCode: components["schemas"]["UkPostcode"];
            /**
             * @description The site's menus link to this town ("Near you" under Used Cars and Used Vans), in the order
             *     of town names. Featured are the 8 towns with the most dealers (a tie broken alphabetically by
             *     county Slug, then town Slug); absent means false.
             */
            Featured?: boolean;
        };
        /** @description A lookup list (fuels, body styles, price bands). */
        FilterOptionLookup: {
            Options: components["schemas"]["FilterOptionList"];
        };
        /** @description The contact-dealer form in one of its three variants, told apart by `Variant`. */
        ContactDealerRequest: components["schemas"]["ContactDealerItem"] | components["schemas"]["ContactDealerSms"] | components["schemas"]["ContactDealerPlain"];
        /** @description An enquiry about one vehicle. */
        ContactDealerItem: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            Variant: "item";
            VehicleId: components["schemas"]["VehicleIdValue"];
            DealerId: components["schemas"]["DealerIdValue"];
            Name: components["schemas"]["FullName"];
            Email: components["schemas"]["EmailAddress"];
            PhoneNumber?: components["schemas"]["UkLandline"];
            MobileNumber?: components["schemas"]["UkMobile"];
            PostCode?: components["schemas"]["UkPostcode"];
            Message: components["schemas"]["FreeText"];
            /**
             * @description The person would like a finance quote too.
             * @default false
             */
            WantsFinance?: boolean;
            /**
             * @description The person has a vehicle to part-exchange.
             * @default false
             */
            HasPartExchange?: boolean;
        };
        /** @description Text the vehicle's and the dealer's details to the person's mobile. */
        ContactDealerSms: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            Variant: "sms";
            VehicleId: components["schemas"]["VehicleIdValue"];
            DealerId: components["schemas"]["DealerIdValue"];
            MobileNumber: components["schemas"]["UkMobile"];
        };
        /** @description A message to a dealer about no particular vehicle. */
        ContactDealerPlain: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            Variant: "plain";
            DealerId: components["schemas"]["DealerIdValue"];
            Name: components["schemas"]["FullName"];
            Email: components["schemas"]["EmailAddress"];
            PhoneNumber?: components["schemas"]["UkLandline"];
            Message: components["schemas"]["FreeText"];
        };
        /** @description The /contact/ form for consumers. */
        ConsumerContactRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            Name: components["schemas"]["FullName"];
            Email: components["schemas"]["EmailAddress"];
            PhoneNumber?: components["schemas"]["UkPhone"];
            /** @enum {string} */
            Topic: "advert" | "account" | "finance" | "selling" | "website" | "other";
            Message: components["schemas"]["FreeText"];
        };
        /** @description The /contact/ form for dealers. */
        DealerContactRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            Name: components["schemas"]["FullName"];
            Email: components["schemas"]["EmailAddress"];
            PhoneNumber: components["schemas"]["UkPhone"];
            DealershipName: components["schemas"]["BusinessName"];
            PostCode: components["schemas"]["UkPostcode"];
            /**
             * Format: int32
             * @description Vehicles usually in stock.
             */
            StockSize?: number;
            Message: components["schemas"]["FreeText"];
        };
        /** @description The report-ad form. */
        ReportAdvertRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            VehicleId: components["schemas"]["VehicleIdValue"];
            /** @enum {string} */
            Reason: "incorrect-details" | "already-sold" | "suspected-fraud" | "offensive" | "other";
            Details: components["schemas"]["FreeText"];
            Email?: components["schemas"]["EmailAddress"];
        };
        /** @description The trade-a-vehicle (part exchange) form. */
        TradeVehicleRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            VehicleId?: components["schemas"]["VehicleIdValue"];
            DealerId?: components["schemas"]["DealerIdValue"];
            Registration: components["schemas"]["UkRegistration"];
            Mileage: components["schemas"]["Mileage"];
            Name: components["schemas"]["FullName"];
            Email: components["schemas"]["EmailAddress"];
            PhoneNumber: components["schemas"]["UkPhone"];
            PostCode: components["schemas"]["UkPostcode"];
            Message?: components["schemas"]["FreeText"];
        };
        /** @description The merchandising finance enquiry form. */
        FinanceEnquiryRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            VehicleId: components["schemas"]["VehicleIdValue"];
            DealerId: components["schemas"]["DealerIdValue"];
            Name: components["schemas"]["FullName"];
            Email: components["schemas"]["EmailAddress"];
            MobileNumber: components["schemas"]["UkMobile"];
            PostCode: components["schemas"]["UkPostcode"];
            Deposit: components["schemas"]["Deposit"];
            /**
             * Format: int32
             * @enum {integer}
             */
            Term: 24 | 36 | 48 | 60;
            AnnualMileage: components["schemas"]["Mileage"];
        };
        /** @description The sell-my-car valuation form. */
        ValuationRequest: {
            RecaptchaToken?: components["schemas"]["RecaptchaToken"];
            Registration: components["schemas"]["UkRegistration"];
            Mileage: components["schemas"]["Mileage"];
            PostCode: components["schemas"]["UkPostcode"];
            Email?: components["schemas"]["EmailAddress"];
            Vehicle?: components["schemas"]["ValuationVehicle"];
        };
        /** @description A car's details as the person gives them, for a registration the server cannot look up. */
        ValuationVehicle: {
            Manufacturer: components["schemas"]["DisplayText"];
            Model: components["schemas"]["DisplayText"];
            /**
             * Format: int32
             * @description The year of first registration.
             */
            RegistrationYear: number;
            /** @enum {string} */
            FuelType: "Petrol" | "Diesel" | "Hybrid" | "Electric";
            /** @enum {string} */
            Transmission: "Manual" | "Automatic";
        };
        /** @description A vehicle valuation in whole pounds. */
        Valuation: {
            Registration: components["schemas"]["UkRegistration"];
            Manufacturer: components["schemas"]["DisplayText"];
            Model: components["schemas"]["DisplayText"];
            Derivative?: components["schemas"]["DisplayText"];
            /** Format: int32 */
            RegistrationYear: number;
            Colour?: components["schemas"]["DisplayText"];
            FuelType?: components["schemas"]["DisplayText"];
            Transmission?: components["schemas"]["DisplayText"];
            Mileage: components["schemas"]["Mileage"];
            PartExchange: components["schemas"]["PriceRange"];
            PrivateSale: components["schemas"]["PriceRange"];
            /** Format: date-time */
            ValuedAt: string;
        };
        /** @description A range in whole pounds. */
        PriceRange: {
            /** Format: int32 */
            Low: number;
            /** Format: int32 */
            High: number;
        };
        /**
         * @description A review's id, a slug (make, model and the first year of the generation reviewed).
         * @example ford-fiesta-2017
         */
        ReviewId: string;
        /**
         * Format: int32
         * @description A score out of 5 (whole stars).
         * @example 4
         */
        ReviewScore: number;
        /** @description Plain text written by the review team (never HTML). */
        ReviewText: string;
        /**
         * @description A review as lists show it. `MakeSlug` and `ModelSlug` are the slugs of the makes lookup, so a
         *     review links to its used car (`/{make}/{model}/used-cars/`) or van (`/used-vans/{make}/{model}/`)
         *     results and to the price guide.
         */
        ReviewSummary: {
            Id: components["schemas"]["ReviewId"];
            VehicleType: components["schemas"]["VehicleType"];
            Make: components["schemas"]["DisplayText"];
            MakeSlug: components["schemas"]["Slug"];
            Model: components["schemas"]["DisplayText"];
            ModelSlug: components["schemas"]["Slug"];
            Title: components["schemas"]["DisplayText"];
            /**
             * @description The years of the generation reviewed ('2017 to 2023', or '2019 on' while on sale).
             * @example 2017 to 2023
             */
            Generation?: string;
            /** @description The verdict in one sentence. */
            Headline: string;
            OverallRating: components["schemas"]["ReviewScore"];
            Reviewer: components["schemas"]["Reviewer"];
            /**
             * Format: date
             * @description When the review was published or last updated (UK date).
             * @example 2026-03-12
             */
            PublishedOn: string;
        };
        /** @description Who wrote a review. */
        Reviewer: {
            Name: components["schemas"]["DisplayText"];
            Role?: components["schemas"]["DisplayText"];
        };
        /** @description A make with reviews, and how many. */
        ReviewMake: {
            Name: components["schemas"]["DisplayText"];
            Slug: components["schemas"]["Slug"];
            /** Format: int32 */
            ReviewCount: number;
        };
        /** @description One page of review summaries, and every make of the vehicle type that has reviews. */
        ReviewList: {
            Reviews: components["schemas"]["ReviewSummary"][];
            Makes: components["schemas"]["ReviewMake"][];
            Pagination: components["schemas"]["Pagination"];
        };
        /** @description One category's score. */
        ReviewRating: {
            /** @enum {string} */
            Category: "Driving" | "Comfort" | "Practicality" | "Load space" | "Running costs" | "Reliability" | "Safety";
            Score: components["schemas"]["ReviewScore"];
        };
        /** @description A range of figures, lowest to highest. */
        NumberRange: {
            Low: number;
            High: number;
        };
        /**
         * @description What the reviewed generation costs to run, across its engines and trims: official (WLTP) fuel
         *     economy, insurance groups (1 to 50 for cars; vans have their own 1 to 20 scale), the standard
         *     annual road tax (VED) and, for electric versions, the official range. Absent where it does not apply.
         */
        RunningCosts: {
            FuelEconomyMpg?: components["schemas"]["NumberRange"];
            ElectricRangeMiles?: components["schemas"]["NumberRange"];
            InsuranceGroups?: components["schemas"]["NumberRange"];
            /** Format: int32 */
            AnnualTaxGBP?: number;
        };
        /** @description A part of a review under its heading. */
        ReviewSection: {
            Heading: components["schemas"]["DisplayText"];
            Text: components["schemas"]["ReviewText"];
        };
        /** @description A review in full. */
        Review: {
            Summary: components["schemas"]["ReviewSummary"];
            Verdict: components["schemas"]["ReviewText"];
            Pros: components["schemas"]["DisplayText"][];
            Cons: components["schemas"]["DisplayText"][];
            Ratings: components["schemas"]["ReviewRating"][];
            RunningCosts: components["schemas"]["RunningCosts"];
            /** @description What used examples of the generation are advertised for on the site, in whole pounds. */
            UsedPrices?: components["schemas"]["PriceRange"];
            Sections: components["schemas"]["ReviewSection"][];
        };
        /** @description The adverts in one registration year or mileage band, and their prices in whole pounds. */
        PriceBand: {
            /**
             * Format: int32
             * @description The registration year (in `ByYear`).
             */
            Year?: number;
            /** @description The mileage band as shown, e.g. 'Up to 20,000 miles' (in `ByMileage`). */
            Band?: components["schemas"]["DisplayText"];
            /**
             * Format: int32
             * @description The band's lowest mileage (in `ByMileage`).
             */
            MinMileage?: number;
            /**
             * Format: int32
             * @description Below this mileage (in `ByMileage`); absent for the open-ended top band.
             */
            MaxMileage?: number;
            /** Format: int32 */
            AdvertCount: number;
            /** Format: int32 */
            Low: number;
            /** Format: int32 */
            High: number;
            /** Format: int32 */
            Average: number;
        };
        /** @description An advert whose price was reduced, with the price before (whole pounds) and the day of the reduction. */
        ReducedAdvert: {
            Vehicle: components["schemas"]["VehicleCard"];
            /** Format: int32 */
            PreviousPrice: number;
            /**
             * Format: date
             * @example 2026-11-21
             */
            ReducedOn: string;
        };
        /**
         * @description Used car prices on the site for a make and model, a make, or every car. `Title` names what the
         *     figures are for ('Ford Fiesta', 'Ford', 'All used cars'). Prices are in whole pounds and include
         *     any admin fee, as adverts show them.
         */
        PriceGuide: {
            Make?: components["schemas"]["DisplayText"];
            MakeSlug?: components["schemas"]["Slug"];
            Model?: components["schemas"]["DisplayText"];
            ModelSlug?: components["schemas"]["Slug"];
            Title: components["schemas"]["DisplayText"];
            /** Format: int32 */
            AdvertCount: number;
            /**
             * Format: int32
             * @description Absent when there are no adverts.
             */
            AveragePrice?: number;
            /** @description The cheapest and dearest advert; absent when there are no adverts. */
            PriceRange?: components["schemas"]["PriceRange"];
            /** @description By registration year, newest first. */
            ByYear: components["schemas"]["PriceBand"][];
            /** @description By mileage band, lowest first. */
            ByMileage: components["schemas"]["PriceBand"][];
            /**
             * Format: int32
             * @description Adverts reduced in the last 14 days, in all (those the search's IsReduced finds for the scope).
             */
            RecentlyReducedCount: number;
            /** @description The most recently reduced of them, up to 20. */
            RecentlyReduced: components["schemas"]["ReducedAdvert"][];
            /**
             * Format: date
             * @description The day the figures were worked out.
             * @example 2026-11-25
             */
            UpdatedOn: string;
        };
    };
    responses: {
        /** @description The request was malformed or breaks the schema: `Fields` names each body property refused, when one can be named (info, "One rule for field errors"). */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid criteria; code 102 marks an invalid postcode, to be shown on the postcode field. */
        InvalidPostcode: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No session: the `fc_session` cookie is missing, expired or unknown. Get a new one from `GET /api/account/session`. */
        Unauthorized: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The session is missing, expired or anonymous: this needs a signed-in person. */
        NotSignedIn: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The email address and password do not match an account (or there is no session). */
        WrongCredentials: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The `X-CSRF-Token` header is missing or does not match the session. */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such vehicle advert (never advertised or withdrawn). */
        VehicleNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such dealer. */
        DealerNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such review. */
        ReviewNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The make or model is not one the site knows. */
        PriceGuideNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The vehicle or the dealer named in the request does not exist. */
        VehicleOrDealerNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No saved search with this id belongs to the signed-in person. */
        SavedSearchNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No vehicle is known with that registration. */
        RegistrationNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The shortlist already holds 25 vehicles, the most it may hold. */
        ShortlistFull: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An account already exists for this email address. */
        EmailTaken: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The person already keeps 20 saved searches. */
        SavedSearchesFull: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The dealer does not take enquiries by email (`EmailEnabled` false): phone instead. */
        DealerNotTakingEmail: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request was well formed but its values could not be processed. */
        Unprocessable: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The register or password reminder form matches the schema but could not be processed: `Fields`
         *     names the fields refused by a rule beyond the schema (by the request body's property names) with
         *     their messages; code 103 when the reCAPTCHA token is needed or failed (only on a server that sets
         *     `Recaptcha.Required`: never on the reference server).
         */
        AccountFormUnprocessable: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The complete-account form could not be processed: `Fields` names the fields refused (by the
         *     request body's property names) with their messages.
         */
        CompleteAccountUnprocessable: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many failed sign-ins for this email address (10 in 15 minutes) or from this client address
         *     (50 in 15 minutes), or over the general rate limit (code 429): try again after `Retry-After`
         *     seconds. The throttle's answer is code 104 and says how many minutes to wait.
         */
        SignInThrottled: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests from this client (info, "Rate limits"); try again after `Retry-After` seconds, when the window ends. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 429,
                 *       "FriendlyMessage": "You have made a lot of requests in a short time. Please wait a moment and try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server failed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 500,
                 *       "FriendlyMessage": "Sorry, something went wrong on our side. Please try again in a few minutes."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The body is larger than the server takes (64 KiB for JSON, 16 KiB for the form-encoded audit beacon).
         *     Nothing was read or stored.
         */
        PayloadTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 413,
                 *       "FriendlyMessage": "That was too much to send at once. Please shorten it and try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The body was sent in a media type this operation does not list, or without a `Content-Type`
         *     (every operation with a body takes `application/json`; only the audit beacon also takes
         *     `application/x-www-form-urlencoded`, validated against the same schema). A body sent to a POST or
         *     DELETE that takes none (signOut, deleteSavedSearch) is refused the same way; the body of a GET is
         *     never read. Nothing was read or stored.
         */
        UnsupportedMediaType: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 415,
                 *       "FriendlyMessage": "Sorry, something was wrong with that request. Please try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Answered for a path of this document asked with a method it does not have (no operation answers it
         *     itself): `Allow` lists the path's methods, HEAD with every GET. Nothing was read or changed.
         */
        MethodNotAllowed: {
            headers: {
                /**
                 * @description The path's methods, comma-separated, in alphabetical order.
                 * @example GET, HEAD
                 */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 405,
                 *       "FriendlyMessage": "Sorry, something was wrong with that request. Please try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The database could not answer, and nothing was changed; try again after `Retry-After` seconds (always
         *     sent, a whole number of seconds). Either the database is busy: the request waited too long for it (64
         *     waiting, or over 10 seconds) or ran past the statement time limit (15 seconds), `Retry-After: 2`. Or the
         *     database cannot be reached (stopped, restarting, refusing or cutting connections), `Retry-After: 5`:
         *     every operation that needs the database answers so until it is back, and then answers as usual
         *     again without the server being restarted (`checkReadiness` says 503 meanwhile). Operations that do
         *     not need the database (`checkLiveness`, an anonymous `getSession`) answer as usual throughout.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The shortlist after the change (the app parses it but does not use it). */
        ShortlistChanged: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ShortlistChange"];
            };
        };
        /** @description The session state. */
        SessionState: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control"];
                "Set-Cookie": components["headers"]["Set-Cookie"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SessionState"];
            };
        };
        /** @description Signed in; the session was rotated (new cookie, new CSRF token). */
        SignedIn: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control"];
                "Set-Cookie": components["headers"]["Set-Cookie"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SessionState"];
            };
        };
        /** @description The account was created and the new user signed in (new cookie, new CSRF token). */
        Registered: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control"];
                "Set-Cookie": components["headers"]["Set-Cookie"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SessionState"];
            };
        };
        /** @description Signed out; a new anonymous session (new cookie, new CSRF token). */
        SignedOut: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control"];
                "Set-Cookie": components["headers"]["Set-Cookie"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SessionState"];
            };
        };
        /** @description Accepted; the message is on its way. `Reference` is quoted in the confirmation email. */
        FormAccepted: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FormReceipt"];
            };
        };
        /** @description The number of matching cars. */
        CarCount: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Search"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchCount"];
            };
        };
        /** @description The number of matching vans. */
        VanCount: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Search"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchCount"];
            };
        };
        /** @description The default car search panel, the same for every visitor until the catalogue changes. */
        CarPanelDefault: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchPanel"];
            };
        };
        /** @description The car search panel. */
        CarPanel: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Search"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchPanel"];
            };
        };
        /** @description The default van search panel, the same for every visitor until the catalogue changes. */
        VanPanelDefault: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchPanel"];
            };
        };
        /** @description The van search panel. */
        VanPanel: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Search"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchPanel"];
            };
        };
        /** @description One page of car results. */
        CarResults: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Search"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchResults"];
            };
        };
        /** @description One page of van results. */
        VanResults: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Search"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SearchResults"];
            };
        };
        /** @description Car makes with their models. */
        CarMakes: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MakeList"];
            };
        };
        /** @description Van makes with their models. */
        VanMakes: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MakeList"];
            };
        };
    };
    parameters: {
        /**
         * @description The advert's vehicle id (the cards' `VehicleId`), as digits. Advert ids are public (they are in
         *     every vehicle page address), so they need not be unguessable. Ids run from 1 to 2147483647
         *     (VehicleIdValue); a larger one, which the ten digits allow, names no advert: 404.
         * @example 20481734
         */
        vehicleId: string;
        /**
         * @description The dealer's `Id`, as digits. Dealer ids are public (dealer pages show them). Ids run from 1 to
         *     2147483647 (DealerIdValue); a larger one, which the ten digits allow, names no dealer: 404.
         * @example 3101
         */
        dealerId: string;
        /**
         * @description How many reviews to a page, 1 to 20 (default 10).
         * @example 10
         */
        reviewPageSize: number;
        /**
         * @description The saved search's `Id` (a random UUID, private to its owner).
         * @example 6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01
         */
        savedSearchId: string;
        /**
         * @description Vehicle ids, comma-separated (`?ids=20481734,20482015`), at most 25 (the shortlist maximum).
         * @example [
         *       20482166,
         *       20482233,
         *       20490239,
         *       20482390
         *     ]
         */
        ids: components["schemas"]["VehicleIdValue"][];
        /**
         * @description Dealers selling cars (`car`, /used-cars/dealers/), vans (`van`, /used-vans/dealers/) or either
         *     (`all`, /dealers/all/: every dealer once, whether it sells cars, vans or both).
         * @example all
         */
        dealerVehicleType: components["schemas"]["DealerVehicleType"];
        /**
         * @description Sort by distance from this postcode (spaces stripped, upper case). 'A valid post code is required'.
         * @example RG20QX
         */
        postcodeQuery: string;
        /**
         * @description The visitor's postcode (spaces stripped, upper case), to give the distance to the dealer. 'A valid post code is required'.
         * @example RG20QX
         */
        distancePostcode: string;
        /**
         * @description Only dealers in this county (a slug from the locations lookup).
         * @example berkshire
         */
        county: components["schemas"]["Slug"];
        /**
         * @description Only dealers in this town (a slug from the locations lookup).
         * @example reading
         */
        town: components["schemas"]["Slug"];
        /**
         * @description The page, from 1.
         * @example 1
         */
        page: number;
        /**
         * @description The cash price in whole pounds, from the minimum credit (£1,000, borrowed with no deposit).
         * @example 9495
         */
        price: number;
        /**
         * @description The deposit in whole pounds, £0 (no deposit) or more; it must leave at least the minimum credit of £1,000 to borrow (see getFinanceQuote).
         * @example 1000
         */
        deposit: components["schemas"]["Deposit"];
        /**
         * @description The term in months.
         * @example 60
         */
        term: 24 | 36 | 48 | 60;
        /**
         * @description Miles a year, 1 to 6 digits and not 0: 'A positive number is required between 1 and 999,999'.
         * @example 10000
         */
        annualMileage: components["schemas"]["Mileage"];
        /**
         * @description The agreement: HP (hire purchase, when not given) or PCP (personal contract purchase, see getFinanceQuote).
         * @example PCP
         */
        financeType: "HP" | "PCP";
        /**
         * @description The car's age in whole years since first registration, for PCP's final payment; 0 (a new car) when not given.
         * @example 3
         */
        vehicleAge: number;
        /**
         * @description The car's odometer reading now, in miles, for PCP's final payment; 0 when not given.
         * @example 30000
         */
        vehicleMileage: number;
        /**
         * @description Reviews of cars or of vans; cars when not given.
         * @example car
         */
        reviewVehicleType: components["schemas"]["VehicleType"];
        /**
         * @description Only reviews of this make (its slug, as in `/ford/used-cars/`).
         * @example ford
         */
        reviewMake: components["schemas"]["Slug"];
        /**
         * @description The review's `Id` (a slug naming the make, model and the generation's first year).
         * @example ford-fiesta-2017
         */
        reviewId: components["schemas"]["ReviewId"];
        /**
         * @description The make's slug from the car makes lookup; every car when not given.
         * @example ford
         */
        guideMake: components["schemas"]["Slug"];
        /**
         * @description The model's slug from the car makes lookup (only with `make`); the whole make when not given.
         * @example fiesta
         */
        guideModel: components["schemas"]["Slug"];
    };
    requestBodies: {
        /** @description The car search criteria (search panel state). */
        CarCriteria: {
            content: {
                "application/json": components["schemas"]["SearchCriteria"];
            };
        };
        /** @description The van search criteria (search panel state). */
        VanCriteria: {
            content: {
                "application/json": components["schemas"]["SearchCriteria"];
            };
        };
        /** @description A car results request. */
        CarSearch: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        /** @description A van results request. */
        VanSearch: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
    };
    headers: {
        /** @description Requests allowed in the current window. */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /**
         * @description The (new) session cookie: `fc_session`, `Path=/`, `HttpOnly`, `SameSite=Lax`, `Secure` when the request came over https (directly, or by `X-Forwarded-Proto` from a trusted proxy; over plain http, as in development, not), and `Max-Age=2592000` (30 days) after a sign-in with RememberMe; otherwise no Max-Age or Expires (it lasts until the browser closes).
         * @example fc_session=Zt3qK8mVx2LwP9rB4nHc7Ja1; Path=/; HttpOnly; Secure; SameSite=Lax
         */
        "Set-Cookie": string;
        /**
         * @description `no-store`: the answer belongs to a session (it may carry the CSRF token, a cookie or the person's own data),
         *     is a write's or a probe's, so neither a browser nor a proxy keeps it. Sent on every answer of each operation
         *     that documents it on its 2xx (the session, the account, the shortlist, saved searches, the forms, the
         *     valuation, telemetry and the health checks), on every answer that is not a 2xx of any operation, and on any
         *     answer that sets a cookie.
         * @example no-store
         */
        "Cache-Control": "no-store";
        /**
         * @description `public, max-age=3600`: the same for every visitor and changed only with the catalogue or the editorial
         *     content (makes and models, locations, fuels, body styles, price bands, the default search panels, reviews,
         *     finance quotes), so a browser or a shared cache may keep it for an hour. Sent on 2xx
         *     answers only; the operation's other answers carry `no-store`.
         * @example public, max-age=3600
         */
        "Cache-Control-Catalogue": "public, max-age=3600";
        /**
         * @description `public, max-age=300`: vehicles, dealers and the price guide (its recently reduced adverts) are the same for
         *     every visitor, but a price cut or a sale must show soon, so a browser or a shared cache may keep them for five
         *     minutes. Sent on 2xx answers only; the
         *     operation's other answers (a 404 for a vehicle no longer advertised) carry `no-store`.
         * @example public, max-age=300
         */
        "Cache-Control-Adverts": "public, max-age=300";
        /**
         * @description `private, no-cache`: a search's count, panel or results follow the catalogue from one request to the next,
         *     so only the visitor's browser may keep one, and must ask the server again before using it. Sent on 2xx
         *     answers only; the operation's other answers carry `no-store`.
         * @example private, no-cache
         */
        "Cache-Control-Search": "private, no-cache";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    pingAuditEvent: {
        parameters: {
            query: {
                /**
                 * @description What happened, as in the POST body.
                 * @example PageView
                 */
                Type: components["schemas"]["AuditEvent"]["Type"];
                /**
                 * @description The event's details, one repeated key per item (`Parameters=/&Parameters=car`).
                 * @example [
                 *       "/used-vans/"
                 *     ]
                 */
                Parameters?: components["schemas"]["AuditEvent"]["Parameters"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordAuditEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditEvent"];
                "application/x-www-form-urlencoded": components["schemas"]["AuditEvent"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportClientError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientErrorReport"];
            };
        };
        responses: {
            /** @description Accepted; nothing is returned. */
            202: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The report matches the schema but is incomplete for its source: `Source` api without `Action`, `Status` or `RequestPath` (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is running. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answered; the server takes traffic. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            500: components["responses"]["ServerError"];
            /**
             * @description The database did not answer within 2 seconds, or cannot be reached at all (stopped, restarting). Try
             *     again after `Retry-After` seconds (5); it answers 200 again as soon as the database does, without a
             *     restart.
             */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Code": 503,
                     *       "FriendlyMessage": "The service is not ready. Please try again in a few seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    saveVehicleToShortlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShortlistSave"];
            };
        };
        responses: {
            200: components["responses"]["ShortlistChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            403: components["responses"]["Forbidden"];
            /** @description No advertised vehicle has that `vehicleId` (never listed, or withdrawn); nothing is added. */
            404: components["responses"]["VehicleNotFound"];
            /** @description The shortlist already holds 25 vehicles and this one is not among them: nothing is added (code 409, 'Your shortlist is full. You can add up to 25 vehicles.'). Adding a vehicle already held is 200, never 409. */
            409: components["responses"]["ShortlistFull"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeVehicleFromShortlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShortlistDelete"];
            };
        };
        responses: {
            200: components["responses"]["ShortlistChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SessionState"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["WrongCredentials"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["SignInThrottled"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            201: components["responses"]["Registered"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description An account already exists for that email address (compared case-insensitively); no account is created and the session is not rotated. */
            409: components["responses"]["EmailTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but the server refuses a field (`Fields` names it with its message, for example a password containing the email address), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["AccountFormUnprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteAccountRequest"];
            };
        };
        responses: {
            200: components["responses"]["SessionState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The details match the schema but a field is refused (`Fields`): a postcode whose area does not exist (AA9A 9AA), or neither a mobile nor a landline number (on `MobileNumber`). A malformed postcode or number is 400 with `Fields`. */
            422: components["responses"]["CompleteAccountUnprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendPasswordReminder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReminderRequest"];
            };
        };
        responses: {
            202: components["responses"]["FormAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers 422 here): the session needs a reCAPTCHA token and none or a failed one was sent (code 103); an email the schema refuses is 400 with `Fields`. An email with no account is 202 as any other (the answer never says whether an account exists). */
            422: components["responses"]["AccountFormUnprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SignedOut"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShortlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shortlist, newest first. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shortlist"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeShortlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShortlistMerge"];
            };
        };
        responses: {
            /** @description The shortlist after the merge, newest first, and the ids that did not fit. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortlistMerged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body matches the schema but lists one id twice, or more than 25 ids (code 100). Ids no longer advertised are not an error: they are left out. */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved searches. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchCreate"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            403: components["responses"]["Forbidden"];
            /** @description The person already keeps 20 saved searches: the 21st is not saved (code 409). */
            409: components["responses"]["SavedSearchesFull"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body matches the schema but `Criteria.Type` differs from `VehicleType`, or the name is only spaces (code 100). Criteria with a Min above its Max are saved (they match nothing). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    editSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The saved search's `Id` (a random UUID, private to its owner).
                 * @example 6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01
                 */
                savedSearchId: components["parameters"]["savedSearchId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchEdit"];
            };
        };
        responses: {
            /** @description The saved search as it is now. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            403: components["responses"]["Forbidden"];
            /** @description No saved search with that id belongs to the signed-in person (another person's id is 404 too, never 403). */
            404: components["responses"]["SavedSearchNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body matches the schema but the name is empty after trimming (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The saved search's `Id` (a random UUID, private to its owner).
                 * @example 6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01
                 */
                savedSearchId: components["parameters"]["savedSearchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotSignedIn"];
            403: components["responses"]["Forbidden"];
            /** @description No saved search with that id belongs to the signed-in person (another person's id is 404 too; deleting one already deleted is 404). */
            404: components["responses"]["SavedSearchNotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countCarSearchResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CarCriteria"];
        responses: {
            200: components["responses"]["CarCount"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCarSearchPanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CarCriteria"];
        responses: {
            200: components["responses"]["CarPanel"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWholeCarSearchPanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CarCriteria"];
        responses: {
            200: components["responses"]["CarPanel"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetCarSearchPanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CarPanelDefault"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchCars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CarSearch"];
        responses: {
            200: components["responses"]["CarResults"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countVanSearchResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VanCriteria"];
        responses: {
            200: components["responses"]["VanCount"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateVanSearchPanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VanCriteria"];
        responses: {
            200: components["responses"]["VanPanel"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWholeVanSearchPanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VanCriteria"];
        responses: {
            200: components["responses"]["VanPanel"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetVanSearchPanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VanPanelDefault"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchVans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VanSearch"];
        responses: {
            200: components["responses"]["VanResults"];
            400: components["responses"]["InvalidPostcode"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The criteria match the schema but cannot be searched: a `Type` other than the path's vehicle type (code 100). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVehicleCards: {
        parameters: {
            query: {
                /**
                 * @description Vehicle ids, comma-separated (`?ids=20481734,20482015`), at most 25 (the shortlist maximum).
                 * @example [
                 *       20482166,
                 *       20482233,
                 *       20490239,
                 *       20482390
                 *     ]
                 */
                ids: components["parameters"]["ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards found, in the order asked. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Adverts"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleCardList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVehicle: {
        parameters: {
            query?: {
                /**
                 * @description The visitor's postcode (spaces stripped, upper case), to give the distance to the dealer. 'A valid post code is required'.
                 * @example RG20QX
                 */
                postcode?: components["parameters"]["distancePostcode"];
            };
            header?: never;
            path: {
                /**
                 * @description The advert's vehicle id (the cards' `VehicleId`), as digits. Advert ids are public (they are in
                 *     every vehicle page address), so they need not be unguessable. Ids run from 1 to 2147483647
                 *     (VehicleIdValue); a larger one, which the ten digits allow, names no advert: 404.
                 * @example 20481734
                 */
                vehicleId: components["parameters"]["vehicleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Adverts"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No vehicle with that id was ever advertised, or it was withdrawn (a sold vehicle is 200 with `Sold` true). */
            404: components["responses"]["VehicleNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDealers: {
        parameters: {
            query: {
                /**
                 * @description Dealers selling cars (`car`, /used-cars/dealers/), vans (`van`, /used-vans/dealers/) or either
                 *     (`all`, /dealers/all/: every dealer once, whether it sells cars, vans or both).
                 * @example all
                 */
                vehicleType: components["parameters"]["dealerVehicleType"];
                /**
                 * @description Sort by distance from this postcode (spaces stripped, upper case). 'A valid post code is required'.
                 * @example RG20QX
                 */
                postcode?: components["parameters"]["postcodeQuery"];
                /**
                 * @description Only dealers in this county (a slug from the locations lookup).
                 * @example berkshire
                 */
                county?: components["parameters"]["county"];
                /**
                 * @description Only dealers in this town (a slug from the locations lookup).
                 * @example reading
                 */
                town?: components["parameters"]["town"];
                /**
                 * @description The page, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of dealers. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Adverts"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerDirectory"];
                };
            };
            /**
             * @description The query breaks the schema (code 100, a postcode of the wrong shape included), or the postcode is well
             *     formed but does not exist or has no place (code 102, `postcodeNotFound`: its words as
             *     SearchCriteria.Distance gives them, for the postcode field).
             */
            400: components["responses"]["InvalidPostcode"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The dealer's `Id`, as digits. Dealer ids are public (dealer pages show them). Ids run from 1 to
                 *     2147483647 (DealerIdValue); a larger one, which the ten digits allow, names no dealer: 404.
                 * @example 3101
                 */
                dealerId: components["parameters"]["dealerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealer. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Adverts"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dealer"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No dealer with that id is listed. */
            404: components["responses"]["DealerNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDealerReviews: {
        parameters: {
            query?: {
                /**
                 * @description The page, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description How many reviews to a page, 1 to 20 (default 10).
                 * @example 10
                 */
                pageSize?: components["parameters"]["reviewPageSize"];
            };
            header?: never;
            path: {
                /**
                 * @description The dealer's `Id`, as digits. Dealer ids are public (dealer pages show them). Ids run from 1 to
                 *     2147483647 (DealerIdValue); a larger one, which the ten digits allow, names no dealer: 404.
                 * @example 3101
                 */
                dealerId: components["parameters"]["dealerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the dealer's reviews and its summary. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Adverts"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerReviewPage"];
                };
            };
            /** @description The dealer id, `page` or `pageSize` breaks the schema (code 100). */
            400: components["responses"]["BadRequest"];
            /** @description No dealer with that id is listed. */
            404: components["responses"]["DealerNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFinanceQuote: {
        parameters: {
            query: {
                /**
                 * @description The cash price in whole pounds, from the minimum credit (£1,000, borrowed with no deposit).
                 * @example 9495
                 */
                price: components["parameters"]["price"];
                /**
                 * @description The deposit in whole pounds, £0 (no deposit) or more; it must leave at least the minimum credit of £1,000 to borrow (see getFinanceQuote).
                 * @example 1000
                 */
                deposit: components["parameters"]["deposit"];
                /**
                 * @description The term in months.
                 * @example 60
                 */
                term: components["parameters"]["term"];
                /**
                 * @description Miles a year, 1 to 6 digits and not 0: 'A positive number is required between 1 and 999,999'.
                 * @example 10000
                 */
                annualMileage: components["parameters"]["annualMileage"];
                /**
                 * @description The agreement: HP (hire purchase, when not given) or PCP (personal contract purchase, see getFinanceQuote).
                 * @example PCP
                 */
                financeType?: components["parameters"]["financeType"];
                /**
                 * @description The car's age in whole years since first registration, for PCP's final payment; 0 (a new car) when not given.
                 * @example 3
                 */
                vehicleAge?: components["parameters"]["vehicleAge"];
                /**
                 * @description The car's odometer reading now, in miles, for PCP's final payment; 0 when not given.
                 * @example 30000
                 */
                vehicleMileage?: components["parameters"]["vehicleMileage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The deposit leaves less than the minimum credit of £1,000 to borrow (code 100, 'Enter a deposit of £8,495 or less, to leave at least £1,000 to borrow' for a price of £9,495); or, for PCP, the car is too old or too far travelled at the end, or the deposit leaves no more than the final payment (see above). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /**
                 * @description Reviews of cars or of vans; cars when not given.
                 * @example car
                 */
                vehicleType?: components["parameters"]["reviewVehicleType"];
                /**
                 * @description Only reviews of this make (its slug, as in `/ford/used-cars/`).
                 * @example ford
                 */
                make?: components["parameters"]["reviewMake"];
                /**
                 * @description The page, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of review summaries and the makes reviewed. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The review's `Id` (a slug naming the make, model and the generation's first year).
                 * @example ford-fiesta-2017
                 */
                reviewId: components["parameters"]["reviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No review with that id (slug) is published. */
            404: components["responses"]["ReviewNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPriceGuide: {
        parameters: {
            query?: {
                /**
                 * @description The make's slug from the car makes lookup; every car when not given.
                 * @example ford
                 */
                make?: components["parameters"]["guideMake"];
                /**
                 * @description The model's slug from the car makes lookup (only with `make`); the whole make when not given.
                 * @example fiesta
                 */
                model?: components["parameters"]["guideModel"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price guide. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Adverts"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceGuide"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No price guide exists for that make and model (an unknown make, or a model of another make). */
            404: components["responses"]["PriceGuideNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCarMakes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CarMakes"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVanMakes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VanMakes"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counties, by name, each with its towns. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCarFuelTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fuel types. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterOptionLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCarBodyStyles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Body styles. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterOptionLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCarPriceBands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bands that have cars. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Catalogue"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterOptionLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    contactDealer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactDealerRequest"];
            };
        };
        responses: {
            202: components["responses"]["FormAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The `VehicleId` names no advertised vehicle, or the `DealerId` no listed dealer (or the vehicle is not that dealer's). */
            404: components["responses"]["VehicleOrDealerNotFound"];
            /** @description The dealer does not take email enquiries (`EmailEnabled` false): the enquiry is not sent; the app offers the phone number. */
            409: components["responses"]["DealerNotTakingEmail"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but a field is refused (`Fields`), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendConsumerContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsumerContactRequest"];
            };
        };
        responses: {
            202: components["responses"]["FormAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but a field is refused (`Fields`), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendDealerContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealerContactRequest"];
            };
        };
        responses: {
            202: components["responses"]["FormAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but a field is refused (`Fields`), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportAdvert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportAdvertRequest"];
            };
        };
        responses: {
            202: components["responses"]["FormAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The `VehicleId` names no advertised vehicle. */
            404: components["responses"]["VehicleNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but a field is refused (`Fields`), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestPartExchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TradeVehicleRequest"];
            };
        };
        responses: {
            202: components["responses"]["FormAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The optional `DealerId` names no listed dealer, or the optional `VehicleId` no advertised vehicle (of that dealer when both are given). */
            404: components["responses"]["VehicleOrDealerNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but a field is refused (`Fields`), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendFinanceEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinanceEnquiryRequest"];
            };
        };
        responses: {
            202: components["responses"]["FormAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The `VehicleId` names no advertised vehicle (or the `DealerId` no listed dealer). */
            404: components["responses"]["VehicleOrDealerNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but a field is refused (`Fields`, for example a deposit at or above the vehicle's price), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    valueVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValuationRequest"];
            };
        };
        responses: {
            /** @description The valuation. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Valuation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The registration is well formed but not in the server's vehicle register, and no `Vehicle` was sent (see the operation). */
            404: components["responses"]["RegistrationNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The form matches the schema but a field is refused (`Fields`), or, only on a server that sets `Recaptcha.Required` (the reference server never does, so never answers it), the session needs a reCAPTCHA token and none or a failed one was sent (code 103). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
