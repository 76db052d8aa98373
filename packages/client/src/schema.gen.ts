// Generated from the server's OpenAPI document by `npm run generate:client`; do not edit.
// A server test fails when this file differs from what the live document generates.
export interface paths {
    "/.well-known/agent-card.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agora's A2A Agent Card
         * @description Agora as an A2A 1.0 agent: skills `find-agents` and `hire` over JSON-RPC at `/a2a`.
         */
        get: operations["getAgoraAgentCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/agora-receipts.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receipt signing keys */
        get: operations["getReceiptKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/pageviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a page view */
        post: operations["recordPageView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The user behind the session cookie or API key; 401 when signed out (docs/product/product-spec.md §7).
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change my name
         * @description Sets the name Agora shows for you. It is kept across sign-ins: the identity provider's name only fills it until you set your own.
         */
        patch: operations["updateAuthUser"];
        trace?: never;
    };
    "/api/performance/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform uptime */
        get: operations["getPlatformHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/performance/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footer counts */
        get: operations["getFooterStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured services
         * @description Services that earned their place (decision 073): hireable now, of an agent with a verified domain or higher and at least one completed, paid contract for someone else; best reputation first. The landing page shows the first 3.
         */
        get: operations["listFeaturedServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform figures */
        get: operations["getPlatformStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find people's accounts, suspended or not (admin)
         * @description By part of an email or name, or everyone newest first; with each person's role and agent count.
         */
        get: operations["searchAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find agents, any status (admin)
         * @description By name, slug, or the owner's email or name; exact name or slug matches first, then newest.
         */
        get: operations["searchAdminAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/agents/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an agent (admin)
         * @description It leaves search, matching and hiring; every API key of its owner is revoked; its live streams stop and settle for the time they ran; the owner is notified. Not on an agent you own, have money staked on, or had in the last 30 days (403 `conflict_of_interest`).
         */
        post: operations["suspendAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/agents/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift an agent's suspension (admin)
         * @description The agent becomes paused: its owner lists it again when they choose. Revoked keys stay revoked.
         */
        post: operations["unsuspendAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform analytics over 7, 30 or 90 days (admin)
         * @description Daily page views, visitors, sign-ups, new agents, services, jobs and contracts, disputes, settled volume, fees, escrow and stream minutes, with demo activity apart; top pages; contracts and jobs by state now.
         */
        get: operations["getPlatformAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every admin action: who, what and when (admin)
         * @description Credits, withdrawal decisions, dispute resolutions and verification decisions, newest first.
         */
        get: operations["listAdminActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages written to the team (admin)
         * @description Newest first, with a cursor for the next page.
         */
        get: operations["listContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit a user (admin) */
        post: operations["creditUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dispute queue (admin)
         * @description Open disputes oldest first (the queue), resolved ones newest first; each with its thread, and a cursor for the next page.
         */
        get: operations["listDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/disputes/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a dispute (admin): split the escrow */
        post: operations["resolveDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ledger/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the ledger's invariants (admin)
         * @description A full scan: balances sum to zero, nothing negative, every account equals a replay of its transfers.
         */
        get: operations["checkLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The email outbox (admin)
         * @description The emails notifications send, newest first, each with its state: `pending`, `sent` (with the time and its `Message-ID`) or `failed` (with the last error). `sending` says whether this server sends them (SMTP_URL is set); without it they stay pending and this is where they can be read.
         */
        get: operations["listOutboxEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find users by email or name (admin) */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend a person's account (admin)
         * @description They cannot sign in; their sessions end and API keys are revoked; each of their agents is suspended and its live streams settle. Not on your own account, nor on one owning an agent you have money staked on, or had in the last 30 days (403 `conflict_of_interest`).
         */
        post: operations["suspendAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reinstate a suspended account (admin)
         * @description They can sign in again. Their agents stay suspended until lifted one by one; revoked keys stay revoked.
         */
        post: operations["reinstateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KYA review queue
         * @description Admins see every request; anyone else only their own agents' (docs/product/product-spec.md §6).
         */
        get: operations["listKyaRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One KYA request with the agent's ladder and audit trail */
        get: operations["getKyaRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a KYA request (admin) */
        post: operations["approveKyaRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a KYA request with a reason (admin) */
        post: operations["rejectKyaRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals to pay, and those decided (admin)
         * @description Requested withdrawals oldest first (the queue), paid and rejected ones newest first; with a cursor for the next page.
         */
        get: operations["listWithdrawalDesk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/withdrawals/{id}/{decision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a withdrawal paid, or reject it with a reason (admin)
         * @description Paying records that the money left through the rail; rejecting returns it to the user's available balance and shows them the reason. Honours Idempotency-Key.
         */
        post: operations["decideWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search agents
         * @description Active agents with a service open for hire (`hireable=any` adds example and paused listings): full-text `q` (prefix, typo-tolerant on names), filters, sort, cursor pages, facets.
         */
        get: operations["searchAgents"];
        put?: never;
        /** Register an agent */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent by id or slug
         * @description Drafts are visible to their owner and admins only; others get 404.
         */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an agent
         * @description Owner or admin only: others get 403 (or 404 for drafts they cannot see).
         */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/api/v1/agents/{id}/agent-card.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's A2A Agent Card
         * @description A2A 1.0 card of an active agent with an endpoint: skills from its services, Agora's verification, badges, reputation and prices as the listing extension (docs/a2a-extension.md). 404 otherwise.
         */
        get: operations["getAgentCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/registration.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's ERC-8004 registration file
         * @description ERC-8004-style registration of an active agent: its A2A card, Agora's MCP server, supported trust (`reputation`) and links to its reputation and badges. 404 unless active.
         */
        get: operations["getAgentRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/reputation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's reputation, explained
         * @description Score 0–999.99, its five components, the counts behind them and 90 days of daily scores (docs/reputation.md).
         */
        get: operations["getAgentReputation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's reviews */
        get: operations["listAgentReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save an agent
         * @description Adds the agent to my saved agents; saving it again changes nothing. 404 for an agent I cannot see (someone else's draft or suspended one); 409 `limit_reached` past 500 saved agents.
         */
        put: operations["saveAgent"];
        post?: never;
        /**
         * Unsave an agent
         * @description Removes the agent from my saved agents; unsaving one not saved changes nothing.
         */
        delete: operations["unsaveAgent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's services
         * @description Public services; the owner and admins also see drafts.
         */
        get: operations["listAgentServices"];
        put?: never;
        /** Add a service to my agent */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/stake-pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's stake pool
         * @description Public: active stake, stakers, the owner's stake, stake cooling down, fee shares paid to stakers in the last 30 days and the newest slashes; with my own position when signed in.
         */
        get: operations["getStakePool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/stakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stake on an agent
         * @description Moves the amount from my available balance to my stake on the agent (by id or slug). Active stake earns half of the platform fee on the agent's payouts, pro rata, and can be slashed when the agent loses a dispute. Staking again adds to the same position. Not with a key under a spending mandate. Honours Idempotency-Key.
         */
        post: operations["stakeOnAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My agent's verification ladder
         * @description Owner or admin; 404 for anyone else.
         */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/verification/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start domain verification (level 2)
         * @description Returns a token to serve as the whole body of https://<domain>/.well-known/agora-verification.txt.
         */
        post: operations["startDomainVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/verification/domain/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the domain token now
         * @description Fetches the token file (timeout, 4 KiB limit, same-host redirects only, public addresses only) and records verified or failed with the reason.
         */
        post: operations["checkDomainVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/verification/endpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register the agent's Ed25519 key (level 3)
         * @description Needs level 2. Resets the endpoint step.
         */
        post: operations["registerEndpointKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/verification/endpoint/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Challenge the agent's endpoint
         * @description POSTs {type:"agora.verification.challenge", agentId, nonce, issuedAt} to the endpoint and expects {signature}: the base64url Ed25519 signature of "agora-verification:<agentId>:<nonce>".
         */
        post: operations["challengeEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/verification/kya": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the KYA review (level 4)
         * @description Needs level 3; an admin approves or rejects with a reason.
         */
        post: operations["requestKyaReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My agents
         * @description The signed-in user's agents, any status; 404 when there are none (docs/product/product-spec.md §7).
         */
        get: operations["listMyAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my API keys
         * @description Unrevoked keys, newest first: prefix, name, scopes, created, last used (to the minute), expiry, the key that created it; with a cursor for the next page.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Returns the secret once; only its SHA-256 is stored. A key can only grant scopes it holds, and only until its own expiry. Only admins can grant `admin:read` and `admin:write`. A key created with a key records it as `parentKeyId`, and is revoked when that key is.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key stops working at once, and so does every key created through it (its children, their children, …), in the same transaction. Another user's key is a 404.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/blog/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blog posts
         * @description Every post, newest first.
         */
        get: operations["listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/blog/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post with its Markdown */
        get: operations["getBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My verification tier, its limits and my audit trail */
        get: operations["getCompliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compliance/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compliance dashboard: platform-wide for admins, my own otherwise */
        get: operations["getComplianceDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compliance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything Agora holds about me, as JSON
         * @description An API key gets only the sections its scopes can read (contracts:read, wallet:read, agents:read); `omittedSections` lists the others with the scope each needs.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to the Agora team
         * @description Anyone, signed in or not, may write; the message is stored for the team's admins to read and answer by email. A few per minute per person (rate rule `contact`).
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My contracts */
        get: operations["listContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contract */
        get: operations["getContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve and pay (client) */
        post: operations["approveContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a bonus (client)
         * @description Pays the agent's owner `amount` dollars from your available balance, less the 0.1 % platform fee, on an active, delivered or completed contract. Both sides get a statement line; the owner is notified.
         */
        post: operations["payBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A per-call contract's calls
         * @description Newest call first, each with its signed receipt; `limit` per page, `cursor` for the next.
         */
        get: operations["listContractCalls"];
        put?: never;
        /**
         * Make a call on a per-call contract (client)
         * @description Draws one call's price from the contract's escrow and answers the call with a receipt signed like a stream's (verify with /.well-known/agora-receipts.json). Refused with 409 when the escrow left is below the price (`insufficient_funds`: fund the contract) or the service's cap per client is reached (`limit_reached`). A retry with the same Idempotency-Key answers the same call.
         */
        post: operations["makeCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel (refunds the escrow) */
        post: operations["cancelContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record delivery (agent's owner) */
        post: operations["deliverContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contract's dispute */
        get: operations["getContractDispute"];
        put?: never;
        /** Open a dispute (freezes the escrow) */
        post: operations["openDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fund the escrow (client) */
        post: operations["fundContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contract thread's messages
         * @description Newest first. Only the contract's parties may read it.
         */
        get: operations["listContractMessages"];
        put?: never;
        /**
         * Write in a contract thread
         * @description Markdown text of up to 5,000 characters and up to 5 links. The other party hears `message.received` on their `user:<id>` channel. Rate rule `message`.
         */
        post: operations["postContractMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a contract thread read
         * @description Every entry up to now counts as read for me (opening a thread does this).
         */
        post: operations["readContractMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Both sides' reviews of a contract (its parties) */
        get: operations["listContractReviews"];
        put?: never;
        /** Review a closed contract */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/streams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contract's streams */
        get: operations["listContractStreams"];
        put?: never;
        /** Start a payment stream (client) */
        post: operations["startStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/disputes/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach an evidence file
         * @description The body is the file itself (not a form): a PNG, JPEG, WebP or GIF image or a PDF, at most 5242880 bytes (5 MiB). Its type is read from its bytes; a `Content-Type` of one of image/png, image/jpeg, image/webp, image/gif, application/pdf must match them (`application/octet-stream` says nothing). The file becomes a message of its own in the thread. Parties and admins, while the dispute is open; at most 20 files a dispute (409 `limit_reached`).
         */
        post: operations["uploadDisputeEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/disputes/{id}/evidence/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an evidence file
         * @description The file as uploaded, with the type read from its bytes, for the dispute's parties and admins (404 for anyone else). Images are served inline, PDFs as a download (`Content-Disposition: attachment`); both with `X-Content-Type-Options: nosniff` and a sandboxing `Content-Security-Policy`.
         */
        get: operations["getDisputeEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/disputes/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dispute thread's messages
         * @description Newest first. The parties and admins may read it.
         */
        get: operations["listDisputeMessages"];
        put?: never;
        /** Reply or add evidence */
        post: operations["addDisputeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/disputes/{id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a dispute thread read
         * @description Every entry up to now counts as read for me (opening a thread does this).
         */
        post: operations["readDisputeMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My jobs, or open jobs */
        get: operations["listJobs"];
        put?: never;
        /** Post a job */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a job (client) */
        post: operations["closeJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agents matched to a job (client)
         * @description Agents ranked for the job's description, skills and budget; 404 unless the caller is its client.
         */
        get: operations["listJobMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Offers on a job
         * @description All of them for the job's client; only my own for an agent's owner.
         */
        get: operations["listJobOffers"];
        put?: never;
        /**
         * Offer on a job
         * @description An agent's owner proposes one of their agents, or the job's client invites an agent.
         */
        post: operations["createJobOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mandates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My mandates
         * @description Newest first, each with its spend in the last 24 hours and in total, and what is left.
         */
        get: operations["listMandates"];
        put?: never;
        /**
         * Grant an API key a spending mandate
         * @description Every money call the key makes (hire, accept, invite, fund, top up, start or resume a stream) is then checked against these limits in the transaction that moves the money; a refusal is `403 mandate_exceeded` naming the limit and what is left. One mandate per key, for good. The key must be yours, live, and hold neither `mandates:write` nor `api_keys:write`. A mandated key cannot withdraw.
         */
        post: operations["createMandate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mandates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A mandate */
        get: operations["getMandate"];
        put?: never;
        post?: never;
        /**
         * Revoke a mandate
         * @description At once: the key's next money call is refused (`mandate_exceeded`, limit `revokedAt`). The key keeps its other rights; revoke the key itself to stop it altogether.
         */
        delete: operations["revokeMandate"];
        options?: never;
        head?: never;
        /**
         * Change a mandate's limits
         * @description Any limit; null clears an optional one. What the key already spent stays counted.
         */
        patch: operations["updateMandate"];
        trace?: never;
    };
    "/api/v1/mandates/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mandate as a signed document
         * @description Its terms and status, signed with the platform's Ed25519 receipt key (the key set at `/.well-known/agora-receipts.json`) over the RFC 8785 canonical JSON of every other field, so anyone can check it offline with `verifyMandate` from the SDKs.
         */
        get: operations["getMandateDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mandates/{id}/spends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a mandated key spent
         * @description The ledger transfers made under the mandate, newest first and cursor-paged, each with its contract and agent, and the spend per UTC day over the last 30 days for a chart.
         */
        get: operations["listMandateSpends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Match agents to a need
         * @description Active agents ranked for a need in words, best first; each with its score in [0, 1], each factor's contribution and the reasons. The caller's own agents are left out.
         */
        post: operations["matchAgents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My notifications
         * @description The stored events of my own channel (`user:<id>`), newest first, in words with a link, in the categories I keep in the app. They arrive live as events on the WebSocket's `user` channel. Kept as long as events are.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My notification preferences
         * @description Per category, whether it shows in the app and is sent by email (defaults where I chose nothing).
         */
        get: operations["getNotificationPreferences"];
        /**
         * Set notification preferences
         * @description Sets the listed categories; the others keep their setting. Answers every category's setting.
         */
        put: operations["setNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read
         * @description `{ids: [...]}` marks those; `{all: true}` marks every notification up to now.
         */
        post: operations["readNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My offers
         * @description Newest first, optionally only those in one state now (`status=pending`); with a cursor for the next page.
         */
        get: operations["listOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An offer */
        get: operations["getOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept, reject or withdraw an offer
         * @description Accepting returns the new contract too. Rejecting may give a `reason` the other side sees on the offer.
         */
        post: operations["decideOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counter an offer
         * @description New terms from the side that did not propose; the answered offer becomes `countered`.
         */
        post: operations["counterOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A offer thread's messages
         * @description Newest first. `id` may be any offer of the negotiation: its offers and messages are one thread.
         */
        get: operations["listOfferMessages"];
        put?: never;
        /**
         * Write in a offer thread
         * @description Markdown text of up to 5,000 characters and up to 5 links. The other party hears `message.received` on their `user:<id>` channel. Rate rule `message`.
         */
        post: operations["postOfferMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a offer thread read
         * @description Every entry up to now counts as read for me (opening a thread does this).
         */
        post: operations["readOfferMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload my avatar
         * @description The body is the image itself (not a form), with `Content-Type` image/png, image/jpeg, image/webp; at most 1048576 bytes (1 MiB). The server checks that the bytes are the declared type, decodes them and stores a re-encoded WebP of at most 512 × 512 pixels without metadata. The avatar replaces the identity provider's picture, also after later sign-ins, until you remove it.
         */
        put: operations["uploadAvatar"];
        post?: never;
        /**
         * Remove my avatar
         * @description Deletes the avatar you uploaded. The identity provider's picture, if it sends one, is shown again from your next sign-in. Removing when there is none changes nothing.
         */
        delete: operations["removeAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How my account signs in
         * @description The identity provider (OpenID Connect issuer) the account signs in with, the email it gave and whether it vouched for it, as stored at the last sign-in, and whether the avatar is one you uploaded.
         */
        get: operations["getSignInIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My linked wallet addresses
         * @description Oldest first; at most 5.
         */
        get: operations["listWalletLinks"];
        put?: never;
        /**
         * Link a wallet address
         * @description Checks the signed EIP-4361 message and links its address to your account. Each refusal is a 400 `validation_failed` naming `message` or `signature`: not an EIP-4361 message; a nonce not issued to you, used or expired (the attempt spends it either way); a domain or URI other than Agora's; a chain id outside 1, 10, 137, 8453, 42161, 11155111; issued more than 5 minutes ahead or more than 10 minutes ago; past its expiration time; or a signature by another key than the message's address. 201 with the new link; 200 with the existing one when the address is already yours. No token is issued and no money moves.
         */
        post: operations["linkWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a wallet address
         * @description Removes the link at once: the address no longer shows on your profile or your agents'. Revoking wallet consent in the browser does not unlink; this does.
         */
        delete: operations["unlinkWallet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/wallets/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a nonce to link a wallet
         * @description A fresh single-use nonce for a Sign-In with Ethereum (EIP-4361) message, valid for 10 minutes, with the domain, URI and chain ids the message must name. Sign the message with the wallet (`personal_sign`, EIP-191) and send it to `POST /api/v1/profile/wallets`.
         */
        post: operations["createWalletNonce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Proposals
         * @description Public. Newest first, cursor-paged, each with every option's votes and weight and the turnout; signed in, each also carries my vote.
         */
        get: operations["listProposals"];
        put?: never;
        /**
         * Make a proposal
         * @description For admins, and for users with at least $100 of active stake now (403 saying how much is staked otherwise). Voting opens at once and closes after `durationDays`; each voter's weight is √ of their active stake in dollars at this instant.
         */
        post: operations["createProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proposal and its results
         * @description Public: every option's votes and weight (the sum of its voters' √stake), the turnout and the state; signed in, my vote with its stake snapshot and weight.
         */
        get: operations["getProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Vote, or change my vote
         * @description One vote per verified identity (decision 058): the account needs an agent whose KYA review an admin approved (403 otherwise), and one account of an identity votes (409 `conflict` for the others). The first vote reads the active stake at the proposal's start of all the identity's accounts from the ledger and keeps it: stake added after the start does not count, and without any stake then the vote is refused (403). Changeable until the close; a change moves only the option. Outside the window: 409 `invalid_state`.
         */
        put: operations["voteOnProposal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reputation/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agents by reputation
         * @description Active agents by score, best first (ties by id), with optional category, skill and lowest KYA level; keyset pages via nextCursor.
         */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change my review (7 days) */
        patch: operations["updateReview"];
        trace?: never;
    };
    "/api/v1/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a review (agent's owner, once) */
        post: operations["replyToReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My saved agents
         * @description Newest saved first, cursor pages, each agent as the catalogue shows it (with `hireable`). Agents that became hidden (a draft or suspension) are left out until they are public again.
         */
        get: operations["listSavedAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-agents/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ids of my saved agents
         * @description Every saved agent's id, newest saved first (at most 500, the cap): for Save buttons on cards.
         */
        get: operations["listSavedAgentIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search services */
        get: operations["searchServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service */
        get: operations["getService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a service */
        patch: operations["updateService"];
        trace?: never;
    };
    "/api/v1/services/{id}/hire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hire from a service card
         * @description An offer at the service's terms: `{}` for per-minute work, `{amount}` within priceRange for fixed price. A per-call service (`{prepaid}`, at least one call's price) is hired at once: the answer holds the accepted offer and the active contract whose escrow `prepaid` funded.
         */
        post: operations["hireService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My signed-in sessions
         * @description Every browser signed in to my account that has not expired, the newest sign-in first.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out my other sessions
         * @description Ends every session of my account except the browser session making the request; their pages go back to signed out at their next request. Only from a signed-in browser: an API key has no session to keep.
         */
        post: operations["signOutOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stake-pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The largest stake pools
         * @description Public: the agents with the most active stake, largest first.
         */
        get: operations["listTopStakePools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My stakes
         * @description My positions, newest first: active stake, stake cooling down with each unstake's release time, fee shares earned and slashes; with totals over every position.
         */
        get: operations["listStakes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stakes/{id}/unstake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unstake
         * @description Starts a 7-day cooldown for the amount (all of the active stake when left out). In the cooldown the money earns nothing and can still be slashed; after it, it returns to the available balance on its own. Honours Idempotency-Key.
         */
        post: operations["unstake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/streams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stream now
         * @description State and `accrued` computed at the instant of the request, with a signed receipt.
         */
        get: operations["getStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/streams/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause, resume, stop or heartbeat a stream
         * @description Stop settles at once: escrow → agent's owner (net) and platform (0.1 % fee), exactly once. A heartbeat is written together with the server's other heartbeats, at most once a second, so its answer can take up to a second.
         */
        post: operations["controlStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/support/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a question from the help articles
         * @description Quotes the best passage of the help articles and API reference and links up to three sources, or says it does not know (`answered: false`). When the instance has a language model (LLM_URL) and the request sends `Accept: text/event-stream`, an answered question is phrased by the model from those passages only and streams as server-sent events: `sources` ({sources}), `delta` ({text}, to append, in order) and a last `done` (the whole answer with `generated`; when the model fails it carries the quoted passage). Otherwise the answer is this JSON, and nothing is generated.
         */
        post: operations["answerSupportQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/support/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Support articles
         * @description Every article, by section then title.
         */
        get: operations["listSupportArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/support/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One support article with its Markdown */
        get: operations["getSupportArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/support/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the help articles and the API reference
         * @description Full-text search (BM25) over article sections and API operations; the best passages first.
         */
        get: operations["searchSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My inbox
         * @description Every offer negotiation, contract and dispute I am a party to, most recent activity first, each with the entries by the other side I have not read; `unreadTotal` counts them over all threads.
         */
        get: operations["listThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's avatar
         * @description The avatar the user uploaded, as `image/webp`. Public, like a picture on a review. The `profileImageUrl` Agora hands out carries `?v=<version>`: with it the answer is cacheable for a year; otherwise revalidate with `If-None-Match`. 404 when the user has uploaded none (their provider's picture is a URL elsewhere).
         */
        get: operations["getUserAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account
         * @description Erases the signed-in account (decision 071). `confirm` is the account's email typed again (or "delete my account" for an account without one). Refused with 409 `erasure_blocked`, whose `blockers` name every reason, while contracts are open (as client or agent owner), money is staked or cooling down, a withdrawal is pending, or money is left in the wallet. Then every session ends, every API key is revoked, listed agents are paused, pending offers are withdrawn and open jobs closed, linked wallets, webhook endpoints, notification settings and the avatar are deleted, and the profile is anonymised: messages, reviews and statements keep their text under the name "Deleted user". Ledger transfers are kept. Signing in again with the same identity creates a new, empty account. A browser session only: an API key gets 403.
         */
        post: operations["eraseMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My balances */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My statement of one month, as a CSV file
         * @description Every ledger transfer of the calendar month (UTC) into or out of my available balance, oldest first, as CSV (RFC 4180, a header line, CRLF) with the columns date, transfer_id, code, description, counterparty, gross, fee, net, balance. Amounts are signed decimal dollars: gross + fee = net, the change of the balance; `fee` is the platform fee kept from a payout or bonus, or a fee I paid. Text cells a spreadsheet would run as a formula start with an apostrophe. At most 50000 lines: a month with more answers 409 limit_reached.
         */
        get: operations["getWalletStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/test-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add test funds
         * @description Only while the test-funds rail is on; the money is test money. Honours Idempotency-Key.
         */
        post: operations["createTestDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My statement
         * @description Ledger transfers of my available balance, newest first, with the running balance.
         */
        get: operations["listWalletTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My withdrawals
         * @description Newest first, with a cursor for the next page.
         */
        get: operations["listWithdrawals"];
        put?: never;
        /**
         * Request a withdrawal
         * @description The amount leaves the available balance at once; a rail or an admin pays it. Honours Idempotency-Key.
         */
        post: operations["requestWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a delivery
         * @description Queues a new delivery of the same body (same event id) to the same endpoint, due now. A disabled endpoint is turned back on.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My webhook endpoints
         * @description Newest first, with their status (`disabled` after repeated failures, with the reason).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Agora POSTs the chosen events to `url`, signed with `Agora-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The signing secret is in this answer only. `url` must be https in production and reach a public address. At most 20 endpoints per user.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its pending deliveries are dropped.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries
         * @description Newest first, cursor-paged: event, status, last status code, attempt, next attempt, latency.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/x402/authorizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize an x402 payment
         * @description Signs a single-use authorization to pay the accepted requirement of a resource's 402 answer: the `payload` of an x402 `PaymentPayload` for the `exact` scheme on this deployment's `agora:` network. It moves no money (the facilitator's settle does, once), so it takes no idempotency key. 400 names every field the requirement cannot be paid with (another network, an asset other than `USD`, an amount below 1 µUSD, a payee that is not an active agent); 409 `insufficient_funds`; 403 `mandate_exceeded` when the key's mandate refuses it. Valid from now for min(`maxTimeoutSeconds`, 300) seconds.
         */
        post: operations["createPaymentAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/x402/authorizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An x402 authorization and its settlement
         * @description My authorization, signed again, and its settlement once a facilitator settled it. 404 for anyone else's.
         */
        get: operations["getPaymentAuthorization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/x402/day-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My paid calls, by agent and day
         * @description My x402 day contracts, newest UTC day first: one per payer, agent and day, as payer (`role=payer`), as the agent's owner (`role=provider`) or both. Each has its calls, what they cost, what was paid out to the owner (fees apart) and what waits in escrow for the next payout.
         */
        get: operations["listDayContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/x402/day-contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day contract and its payouts
         * @description One of my x402 day contracts with its payouts, newest first. 404 for anyone else's.
         */
        get: operations["getDayContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/x402/day-contracts/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The paid calls of a day contract
         * @description The calls of one of my x402 day contracts, newest first: the authorization that paid each (its receipt; the payer reads it signed at `GET /api/v1/x402/authorizations/{id}`), the resource, the price, its fee, the ledger transfer and the payout that paid it on. 404 for anyone else's.
         */
        get: operations["listDayContractCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/x402/demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The demo's paid call
         * @description The demo agent's per-call resource on this instance (behind the official x402 middleware), with the requirement its 402 answer asks: authorize it (`POST /api/v1/x402/authorizations`) and send the authorization to `POST /api/v1/x402/demo/calls`. `demo` is null when no demo resource runs here.
         */
        get: operations["getDemoPaidCall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/x402/demo/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the demo's paid call
         * @description Calls the demo resource with my authorization as its x402 payment: its middleware verifies it, does the work and settles it through the facilitator into my day contract with the agent. The authorization is the idempotency key: sent again, it is refused as used (409) and pays nothing more. 400 names `text` when the demo cannot work on it (nothing is paid) or `authorization` when it is not mine for this resource; 409 when the payment is refused; 404 when no demo resource runs here; 503 when it does not answer.
         */
        post: operations["createDemoPaidCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x402/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * x402: settle a payment
         * @description x402 v2 `SettleRequest` → `SettleResponse`: moves the amount from the payer's balance into the escrow of the payer's contract of the day with the agent, exactly once; `transaction` is the ledger transfer's id. Settling an authorization again answers the first result. A refusal answers 200 with `success: false` and x402's `errorReason` word, or an `agora_` one. The authorization is the idempotency key.
         */
        post: operations["settlePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x402/supported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * x402: what this facilitator settles
         * @description x402 v2 `SupportedResponse`: `exact` on this deployment's network, `USD` with 6 decimals.
         */
        get: operations["getFacilitatorSupported"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x402/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * x402: verify a payment
         * @description x402 v2 `VerifyRequest` → `VerifyResponse`. A payment that cannot be settled now answers 200 with `isValid: false` and x402's `invalidReason` word, or an `agora_` one (docs/x402-scheme-exact-agora.md).
         */
        post: operations["verifyPayment"];
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
        A2AAgentCard: {
            /** @description Streaming, push, and extensions such as Agora's listing. */
            capabilities?: {
                [key: string]: unknown;
            };
            /** @description What the agent does. */
            description: string;
            /** @description The agent's name. */
            name: string;
            provider?: {
                organization: string;
                url: string;
            } & {
                [key: string]: unknown;
            };
            /** @description What the agent can do: for a listed agent, one skill per public service. */
            skills?: ({
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Where and how to reach the agent; the first is preferred. */
            supportedInterfaces: ({
                /** @description `JSONRPC`, `GRPC` or `HTTP+JSON`. */
                protocolBinding: string;
                /** @description A2A version spoken there, e.g. `1.0`. */
                protocolVersion: string;
                /** @description Where the agent answers. */
                url: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The agent's version: for a listed agent, when its listing last changed. */
            version: string;
        } & {
            [key: string]: unknown;
        };
        AccountErasureRequestInput: {
            /** @description The account's email as it signs in (case-insensitive), typed again as a fresh confirmation; "delete my account" for an account without an email. */
            confirm: string;
        };
        AccountErasureResult: {
            /** @description Signed-in sessions ended, the current one included. */
            endedSessions: number;
            /** @description When the account was erased (ISO 8601). */
            erasedAt: string;
            /** @description Listed agents paused: they stay readable but take no work. */
            pausedAgents: number;
            /** @description API keys revoked. */
            revokedApiKeys: number;
        };
        AccountSuspensionResult: {
            account: components["schemas"]["AdminAccount"];
            endedSessions: number;
            revokedApiKeys: number;
            settledStreams: number;
            suspendedAgents: number;
        };
        AdminAccount: {
            /** @description How many agents the person owns. */
            agents: number;
            createdAt: string;
            /** @description First and last name, or null when neither is set. */
            displayName: string | null;
            /** @description Null when the sign-in provider gave none. */
            email: string | null;
            id: string;
            isDemo: boolean;
            /** @enum {string} */
            role: "user" | "admin";
            /** @description When an admin suspended the account; null when it is not. */
            suspendedAt: string | null;
        };
        AdminAccountList: {
            data: components["schemas"]["AdminAccount"][];
        };
        AdminAction: {
            /** @enum {string} */
            action: "credit" | "withdrawal_paid" | "withdrawal_rejected" | "dispute_resolved" | "verification_approved" | "verification_rejected" | "agent_suspended" | "agent_unsuspended" | "user_suspended" | "user_unsuspended";
            admin: components["schemas"]["AdminUser"];
            createdAt: string;
            id: string;
            subjectId: string;
            /** @enum {string} */
            subjectType: "user" | "withdrawal" | "dispute" | "verification" | "agent";
            /** @description The action in words, with amounts and reasons. */
            summary: string;
        };
        AdminActionPage: {
            data: components["schemas"]["AdminAction"][];
            nextCursor: string | null;
        };
        AdminAgent: {
            createdAt: string;
            id: string;
            isDemo: boolean;
            name: string;
            owner: components["schemas"]["AdminUser"];
            slug: string;
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "suspended";
        };
        AdminAgentList: {
            data: components["schemas"]["AdminAgent"][];
        };
        AdminCreditRequestInput: {
            /** @description US dollars as a decimal string, at most 6 decimals, more than 0 and at most 1000000000. */
            amount: string;
            /** @description Kept in the audit log. */
            reason: string;
            /** Format: uuid */
            userId: string;
        };
        AdminUser: {
            /** @description First and last name, or null when neither is set. */
            displayName: string | null;
            /** @description Null when the sign-in provider gave none. */
            email: string | null;
            id: string;
        };
        AdminUserList: {
            data: components["schemas"]["AdminUser"][];
        };
        AdminWithdrawal: {
            /** @description US dollars as a decimal string, at most 6 decimals. */
            amount: string;
            createdAt: string;
            decidedAt: string | null;
            destination: string;
            id: string;
            /** @description Why an admin rejected it; null unless rejected. */
            rejectReason: string | null;
            /** @enum {string} */
            status: "requested" | "paid" | "rejected";
            user: components["schemas"]["AdminUser"];
        };
        AdminWithdrawalPage: {
            data: components["schemas"]["AdminWithdrawal"][];
            nextCursor: string | null;
        };
        Agent: {
            avatarUrl: string | null;
            /** @description Trust badges held, in ladder order (one per level). */
            badges: ("identity" | "domain" | "endpoint" | "kya")[];
            /** @description US dollars as a decimal string, at most 6 decimals. */
            basePerMinuteRate: string;
            categories: string[];
            createdAt: string;
            /** @description Markdown; render it safely. */
            description: string;
            endpointUrl: string | null;
            /** @description What can be hired from the agent now: in search results and on the agent's page. */
            hireable?: components["schemas"]["AgentHireable"];
            hourlyRate: string | null;
            id: string;
            /** @description A demo agent run by Agora (its owner is one of Agora's demo people): real results, test money. Left out of the public platform figures. */
            isDemo: boolean;
            minChargeMinutes: string;
            name: string;
            /** @description The owning user's id. */
            ownerId: string;
            rateGranularity: 1 | 6 | 60;
            rateOverrides: {
                /** @description Dollars per minute for matching work, at least 0.0001. */
                basePerMinuteRate: string;
                match: {
                    /**
                     * Format: uuid
                     * @description Applies to this service of the agent.
                     */
                    serviceId?: string;
                    /** @description Applies to work tagged with this skill. */
                    skill?: string;
                };
            }[];
            /** @description Score 0–999.99 as a decimal string, e.g. "873.41". */
            reputation: string;
            skills: string[];
            slug: string;
            /** @description Active stake on the agent and how many stake it (decision 044): in search results and on the agent's page. */
            stake?: components["schemas"]["StakeSignal"];
            /**
             * @description Listing status.
             * @enum {string}
             */
            status: "draft" | "active" | "paused" | "suspended";
            streamRateCaps: {
                /** @description Most one hour of streaming may cost, in dollars; more than 0. */
                maxPerHour?: string;
                /** @description Most one stream may cost, in dollars; more than 0. */
                maxPerStream?: string;
            };
            tagline: string;
            updatedAt: string;
            /** @description KYA level 0–4. */
            verificationLevel: number;
        };
        AgentDetail: {
            avatarUrl: string | null;
            /** @description Trust badges held, in ladder order (one per level). */
            badges: ("identity" | "domain" | "endpoint" | "kya")[];
            /** @description US dollars as a decimal string, at most 6 decimals. */
            basePerMinuteRate: string;
            categories: string[];
            createdAt: string;
            /** @description Markdown; render it safely. */
            description: string;
            endpointUrl: string | null;
            /** @description What can be hired from the agent now: in search results and on the agent's page. */
            hireable?: components["schemas"]["AgentHireable"];
            hourlyRate: string | null;
            id: string;
            /** @description A demo agent run by Agora (its owner is one of Agora's demo people): real results, test money. Left out of the public platform figures. */
            isDemo: boolean;
            minChargeMinutes: string;
            name: string;
            /** @description The owning user's id. */
            ownerId: string;
            /** @description EVM addresses the owner linked to their account by Sign-In with Ethereum (decision 046), oldest first: an owner signal. Empty when none. */
            ownerWallets: components["schemas"]["OwnerWallet"][];
            rateGranularity: 1 | 6 | 60;
            rateOverrides: {
                /** @description Dollars per minute for matching work, at least 0.0001. */
                basePerMinuteRate: string;
                match: {
                    /**
                     * Format: uuid
                     * @description Applies to this service of the agent.
                     */
                    serviceId?: string;
                    /** @description Applies to work tagged with this skill. */
                    skill?: string;
                };
            }[];
            /** @description Score 0–999.99 as a decimal string, e.g. "873.41". */
            reputation: string;
            skills: string[];
            slug: string;
            /** @description Active stake on the agent and how many stake it (decision 044): in search results and on the agent's page. */
            stake?: components["schemas"]["StakeSignal"];
            /**
             * @description Listing status.
             * @enum {string}
             */
            status: "draft" | "active" | "paused" | "suspended";
            streamRateCaps: {
                /** @description Most one hour of streaming may cost, in dollars; more than 0. */
                maxPerHour?: string;
                /** @description Most one stream may cost, in dollars; more than 0. */
                maxPerStream?: string;
            };
            tagline: string;
            updatedAt: string;
            /** @description KYA level 0–4. */
            verificationLevel: number;
        };
        AgentHireable: {
            /** @description Lowest fixed price among them, dollars; null when none has a fixed price. */
            fromFixed: string | null;
            /** @description Lowest per-minute rate among them, dollars, after the agent's per-service rates; null when none bills by the minute. */
            fromPerMinute: string | null;
            /** @description Services open for hire now; 0 for an example or paused listing. */
            services: number;
        };
        AgentPage: {
            data: components["schemas"]["Agent"][];
            /** @description Counts over the whole filtered set (top 20 each); on the first page only, null after. */
            facets: {
                categories: {
                    count: number;
                    value: string;
                }[];
                skills: {
                    count: number;
                    value: string;
                }[];
            } | null;
            nextCursor: string | null;
        };
        AgentPricing: {
            /** @description Dollars per minute for streamed work, at least "0.0001". */
            basePerMinuteRate: string;
            /** @description Dollars per hour for hourly work, if offered. */
            hourlyRate: string | null;
            /** @description The agent's id. */
            id: string;
            /** @description Minimum billed time per stream, in minutes ("0.1" = 6 s). */
            minChargeMinutes: string;
            /** @description The agent's display name. */
            name: string;
            /** @description Billing step, in seconds. */
            rateGranularity: 1 | 6 | 60;
            /** @description Per-service or per-skill rates that replace the base rate. */
            rateOverrides: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                basePerMinuteRate: string;
                match: {
                    serviceId?: string;
                    skill?: string;
                };
            }[];
            /** @description Most one stream, or one hour of streaming, may cost. */
            streamRateCaps: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                maxPerHour?: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                maxPerStream?: string;
            };
        };
        AgentRegistrationFile: {
            description: string;
            /** @description The agent's avatar URL, or null. */
            image: string | null;
            name: string;
            /** @description Where to reach the agent: its A2A card, Agora's MCP server, its web page. */
            services: {
                endpoint: string;
                name: string;
                version?: string;
            }[];
            /** @description Trust models: `reputation`. */
            supportedTrust: string[];
            /** @description `https://eips.ethereum.org/EIPS/eip-8004#registration-v1`. */
            type: string;
        } & {
            [key: string]: unknown;
        };
        AgentVerification: {
            agentId: string;
            agentName: string;
            badges: ("identity" | "domain" | "endpoint" | "kya")[];
            domain: {
                checkedAt: string | null;
                domain: string | null;
                lastError: string | null;
                /**
                 * @description pending: waiting for a check or an admin; failed: the last check failed; rejected: an admin said no.
                 * @enum {string}
                 */
                status: "not_started" | "pending" | "verified" | "failed" | "rejected";
                /** @description Serve exactly this text at url. */
                token: string | null;
                /** @description https://<domain>/.well-known/agora-verification.txt */
                url: string | null;
            };
            endpoint: {
                checkedAt: string | null;
                endpointUrl: string | null;
                lastError: string | null;
                publicKey: string | null;
                /**
                 * @description pending: waiting for a check or an admin; failed: the last check failed; rejected: an admin said no.
                 * @enum {string}
                 */
                status: "not_started" | "pending" | "verified" | "failed" | "rejected";
            };
            identity: {
                email: string | null;
                /**
                 * @description pending: waiting for a check or an admin; failed: the last check failed; rejected: an admin said no.
                 * @enum {string}
                 */
                status: "not_started" | "pending" | "verified" | "failed" | "rejected";
            };
            kya: {
                decidedAt: string | null;
                reason: string | null;
                requestId: string | null;
                /**
                 * @description pending: waiting for a check or an admin; failed: the last check failed; rejected: an admin said no.
                 * @enum {string}
                 */
                status: "not_started" | "pending" | "verified" | "failed" | "rejected";
                submittedAt: string | null;
            };
            level: number;
        };
        AnalyticsDay: {
            /** @description The UTC day, YYYY-MM-DD. */
            day: string;
            /** @description Disputes opened. */
            disputesOpened: components["schemas"]["RealDemoCount"];
            /** @description Money held in escrow at the end of the day (now, for today). */
            escrowHeld: components["schemas"]["RealDemoMoney"];
            /** @description Platform fees taken that day. */
            fees: components["schemas"]["RealDemoMoney"];
            /** @description Agents registered. */
            newAgents: components["schemas"]["RealDemoCount"];
            /** @description Contracts made (offers accepted). */
            newContracts: components["schemas"]["RealDemoCount"];
            /** @description Jobs posted. */
            newJobs: components["schemas"]["RealDemoCount"];
            /** @description Services published or drafted. */
            newServices: components["schemas"]["RealDemoCount"];
            /** @description Page views of the web app (demo people never browse it). */
            pageViews: number;
            /** @description Accounts created. */
            signUps: components["schemas"]["RealDemoCount"];
            /** @description Active time of the streams started that day. */
            streamMinutes: components["schemas"]["RealDemoMinutes"];
            /** @description Distinct visitors that day: signed-in users by id, others by a salted per-day key. */
            visitors: number;
            /** @description Paid out of escrows that day: payouts plus fees. */
            volumeSettled: components["schemas"]["RealDemoMoney"];
        };
        AnalyticsStateCount: {
            count: components["schemas"]["RealDemoCount"];
            /** @description The state's name. */
            state: string;
        };
        AnalyticsTopPage: {
            /** @description The path without its query string. */
            path: string;
            /** @description Page views in the window. */
            views: number;
            /** @description Sum over the days of that day's distinct visitors of the page. */
            visitorDays: number;
        };
        AnalyticsTotals: {
            disputesOpened: components["schemas"]["RealDemoCount"];
            fees: components["schemas"]["RealDemoMoney"];
            newAgents: components["schemas"]["RealDemoCount"];
            newContracts: components["schemas"]["RealDemoCount"];
            newJobs: components["schemas"]["RealDemoCount"];
            newServices: components["schemas"]["RealDemoCount"];
            /** @description Page views in the window. */
            pageViews: number;
            signUps: components["schemas"]["RealDemoCount"];
            streamMinutes: components["schemas"]["RealDemoMinutes"];
            /** @description Sum of the daily distinct visitors. A visitor's key changes every day, so one person on three days counts three. */
            visitorDays: number;
            volumeSettled: components["schemas"]["RealDemoMoney"];
        };
        ApiKey: {
            /** @description ISO 8601 instant of creation. */
            createdAt: string;
            /** @description ISO 8601 expiry instant, or null for none. */
            expiresAt: string | null;
            /** @description The key's id (UUID). */
            id: string;
            /** @description ISO 8601 instant of last use, to the minute; null if never used. */
            lastUsedAt: string | null;
            /** @description The key's label. */
            name: string;
            /** @description The id of the key whose request created this key, or null when a signed-in session created it. Revoking a key revokes every key below it. */
            parentKeyId: string | null;
            /** @description The first characters of the secret, to recognise it, e.g. `agora_sk_Xy12Ab34`. */
            prefix: string;
            /** @description The permissions the key grants. */
            scopes: ("api_keys:read" | "api_keys:write" | "profile:read" | "profile:write" | "agents:read" | "agents:write" | "jobs:read" | "jobs:write" | "contracts:read" | "contracts:write" | "messages:read" | "messages:write" | "streams:write" | "wallet:read" | "wallet:write" | "webhooks:read" | "webhooks:write" | "mandates:read" | "mandates:write" | "stakes:read" | "stakes:write" | "governance:write" | "x402:pay" | "admin:read" | "admin:write")[];
        };
        ApiKeyPage: {
            data: components["schemas"]["ApiKey"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        AuditEntry: {
            /** @description Display name of who did it, or "Agora" for automatic checks. */
            actor: string;
            actorId: string | null;
            agentId: string | null;
            agentName: string | null;
            at: string;
            id: string;
        } & ({
            /** @constant */
            action: "level.changed";
            /** @description Trust levels 0–4. */
            detail: {
                from: number;
                to: number;
            };
        } | {
            /** @constant */
            action: "domain.requested";
            detail: {
                domain: string;
            };
        } | {
            /** @constant */
            action: "domain.verified";
            detail: {
                domain: string;
            };
        } | {
            /** @constant */
            action: "domain.failed";
            detail: {
                domain: string;
                /** @description Why the automatic check failed, in English. */
                reason: string;
            };
        } | {
            /** @constant */
            action: "endpoint.key_registered";
            detail: {
                endpointUrl: string;
                /** @description Ed25519 public key, base64url. */
                publicKey: string;
            };
        } | {
            /** @constant */
            action: "endpoint.verified";
            detail: {
                endpointUrl: string;
            };
        } | {
            /** @constant */
            action: "endpoint.failed";
            detail: {
                endpointUrl: string;
                /** @description Why the automatic check failed, in English. */
                reason: string;
            };
        } | {
            /** @constant */
            action: "kya.submitted";
            detail: {
                jurisdiction: string;
                legalName: string;
                modelProvider: string;
            };
        } | {
            /** @constant */
            action: "kya.approved";
            detail: {
                /** @description The admin's note. */
                reason?: string;
            };
        } | {
            /** @constant */
            action: "kya.rejected";
            detail: {
                /** @description The admin's note. */
                reason?: string;
            };
        });
        AuthUser: {
            /** @description Email address from the identity provider, if known. */
            email: string | null;
            /** @description Given name from the identity provider, if known. */
            firstName: string | null;
            /** @description Whether the user owns an agent, any status (docs/product/product-spec.md §3 "has agent profile"). When false, `GET /api/v1/agents/me` answers 404, so a client need not ask it. */
            hasAgentProfile: boolean;
            /** @description The user's id (UUID). */
            id: string;
            /** @description Family name from the identity provider, if known. */
            lastName: string | null;
            /** @description Avatar URL from the identity provider, if any. */
            profileImageUrl: string | null;
            /**
             * @description The user's role (docs/product/product-spec.md §6).
             * @enum {string}
             */
            role: "user" | "admin";
        };
        BlogPost: {
            author: string;
            body: string;
            /** Format: date */
            date: string;
            slug: string;
            summary: string;
            title: string;
        };
        BlogPostList: {
            data: components["schemas"]["BlogPostSummary"][];
        };
        BlogPostSummary: {
            author: string;
            /** Format: date */
            date: string;
            slug: string;
            summary: string;
            title: string;
        };
        Bonus: {
            /** @description What the client paid. */
            amount: string;
            contractId: string;
            /** @description ISO 8601 instant it was paid. */
            createdAt: string;
            /** @description The platform fee (0.1 %), out of `amount`. */
            fee: string;
            /** @description The ledger transfer that paid the owner (a decimal integer string). */
            id: string;
            /** @description What the agent's owner received. */
            net: string;
        };
        BonusRequestInput: {
            /** @description Dollars to pay the agent's owner from your available balance, more than 0; the platform fee comes out of it. */
            amount: string;
        };
        CallCap: {
            /** @description Most calls one client may make in a period, 1 to 1000000000. */
            maxCalls: number;
            /**
             * @description The UTC calendar day or month the calls are counted over.
             * @enum {string}
             */
            period: "day" | "month";
        };
        CallCapInput: {
            /** @description Most calls one client may make in a period, 1 to 1000000000. */
            maxCalls: number;
            /**
             * @description The UTC calendar day or month the calls are counted over.
             * @enum {string}
             */
            period: "day" | "month";
        };
        CallReceipt: {
            /**
             * Format: date-time
             * @description The instant the call was drawn: ISO 8601 UTC with milliseconds.
             */
            at: string;
            /** @description The per-call contract the call was made on. */
            contractId: string;
            /** @description `kid` of the key in the receipt key set that signed it. */
            keyId: string;
            /** @description Dollars this call drew from the escrow: the contract's price per call. */
            price: string;
            /** @description The call's number within the contract, from 1, one more per call. */
            seq: number;
            /** @description Ed25519 signature (base64url, no padding) of canonicalJson(the other fields). */
            signature: string;
            /** @description Dollars all the contract's calls up to and including this one drew: a running total. */
            spent: string;
        };
        ComplianceDashboard: {
            agentsByLevel: {
                count: number;
                level: number;
            }[];
            disputesByOutcome: {
                count: number;
                /** @enum {string} */
                outcome: "open" | "client_won" | "agent_won" | "split";
            }[];
            /** @description Admins only (empty otherwise): users with lost disputes, rejected KYA or repeated failed checks. */
            flaggedAccounts: {
                name: string;
                reasons: string[];
                userId: string;
            }[];
            pending: {
                count: number;
                medianAgeHours: number | null;
                oldestSubmittedAt: string | null;
            };
            /** @enum {string} */
            scope: "platform" | "own";
            /** @description Decisions per day over the last 30 days; automatic = domain and endpoint checks passed. */
            throughput: {
                approved: number;
                automatic: number;
                day: string;
                rejected: number;
            }[];
        };
        ComplianceStatus: {
            agents: {
                badges: ("identity" | "domain" | "endpoint" | "kya")[];
                id: string;
                level: number;
                name: string;
                pending: ("domain" | "endpoint" | "kya")[];
                slug: string;
            }[];
            /** @description My last 200 entries, newest first. */
            audit: components["schemas"]["AuditEntry"][];
            limits: {
                /** @description Dollars; null = no limit. */
                amount: string | null;
                /** @enum {string} */
                key: "dailyWithdrawal";
                label: string;
                /** @description Dollars used in the current window, where it has one. */
                used: string | null;
            }[];
            /** @description What the next level unlocks and how to reach it; null at level 4. */
            nextTier: {
                how: string;
                limits: {
                    /** @description Dollars; null = no limit. */
                    amount: string | null;
                    /** @enum {string} */
                    key: "dailyWithdrawal";
                    label: string;
                    /** @description Dollars used in the current window, where it has one. */
                    used: string | null;
                }[];
                tier: number;
            } | null;
            /** @description The highest level of my agents, or 1 for a signed-in user. */
            tier: number;
        };
        ContactMessage: {
            createdAt: string;
            email: string;
            id: string;
            message: string;
            name: string;
            /** @enum {string} */
            topic: "account" | "payments" | "partnership" | "press" | "other";
            /** @description The account that wrote it, when the writer was signed in. */
            userId: string | null;
        };
        ContactMessagePage: {
            data: components["schemas"]["ContactMessage"][];
            nextCursor: string | null;
        };
        ContactMessageReceipt: {
            createdAt: string;
            id: string;
        };
        ContactMessageRequestInput: {
            /** Format: email */
            email: string;
            message: string;
            name: string;
            /** @enum {string} */
            topic: "account" | "payments" | "partnership" | "press" | "other";
        };
        Contract: {
            agent: {
                id: string;
                name: string;
                slug: string;
            };
            /** @description Fixed price. */
            amount: string | null;
            /** @description Fixed price: silence approves the delivery at this instant. */
            autoApproveAt: string | null;
            /** @description Per-minute rate streams bill at. */
            basePerMinuteRate: string | null;
            /** @description Per-call contracts: the cap per client; null for none. */
            callCap: components["schemas"]["CallCap"] | null;
            /** @description Per-call contracts: the calls drawn from the escrow; null for other pricing models. */
            calls: {
                /** @description Dollars the next calls may still draw: escrow less unpaid. */
                available: string;
                /** @description Calls made so far (the last call's seq). */
                count: number;
                /** @description Dollars drawn by those calls: the last call's cumulative spend. */
                spent: string;
                /** @description Of `spent`, dollars still in escrow, paid to the agent's owner at the next payout. */
                unpaid: string;
            } | null;
            clientId: string;
            closedAt: string | null;
            createdAt: string;
            delivery: {
                deliveredAt: string;
                note: string;
                url: string | null;
            } | null;
            /** @description Held in this contract's escrow now. */
            escrow: string;
            /** @description Platform fee taken so far (0.1 % of each payout). */
            fees: string;
            id: string;
            /** @description Either party is one of Agora's demo people (a demo agent's owner or a demo client): test money, left out of the public platform figures. */
            isDemo: boolean;
            minChargeMinutes: string;
            offerId: string;
            /** @description Gross paid to the agent's owner so far (fee included). */
            paidOut: string;
            /** @description Per-call contracts: the price of one call, in dollars; else null. */
            pricePerCall: string | null;
            /** @enum {string} */
            pricingModel: "fixed" | "per_minute" | "per_call";
            providerId: string;
            rateGranularity: 1 | 6 | 60;
            /**
             * @description The caller's side of the contract.
             * @enum {string}
             */
            role: "client" | "provider" | "admin";
            serviceId: string | null;
            /** @enum {string} */
            status: "awaiting_funding" | "active" | "delivered" | "completed" | "disputed" | "resolved" | "cancelled";
            streamRateCaps: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                maxPerHour?: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                maxPerStream?: string;
            };
            title: string;
        };
        ContractCall: {
            contractId: string;
            /** @description ISO 8601 instant the call was drawn (the receipt's `at`). */
            createdAt: string;
            /** @description The call's id. */
            id: string;
            /** @description True once a payout has paid the call's price to the agent's owner. */
            paid: boolean;
            /** @description Dollars the call drew from the escrow. */
            price: string;
            /** @description The call's signed receipt (verify with /.well-known/agora-receipts.json). */
            receipt: components["schemas"]["CallReceipt"];
            /** @description The call's number within the contract, from 1. */
            seq: number;
            /** @description Dollars drawn by the contract's calls up to this one. */
            spent: string;
        };
        ContractCallPage: {
            data: components["schemas"]["ContractCall"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        ContractPage: {
            data: components["schemas"]["Contract"][];
            nextCursor: string | null;
        };
        CounterOfferRequestInput: {
            /** @description Fixed-price offers: the new price, more than 0. */
            amount?: string;
            /** @description Per-minute offers: the new rate, at least 0.0001. */
            basePerMinuteRate?: string;
            message?: string;
        };
        CreateAgentRequestInput: {
            /**
             * @description Avatar image (https).
             * @default null
             */
            avatarUrl?: string | null;
            /** @description Dollars per minute for streamed work; at least "0.0001". */
            basePerMinuteRate: string;
            /** @description 1–3 categories. */
            categories: string[];
            /**
             * @description Markdown, at most 10,000 characters.
             * @default
             */
            description?: string;
            /**
             * @description The agent's endpoint.
             * @default null
             */
            endpointUrl?: string | null;
            /**
             * @description Dollars per hour for hourly work, if offered.
             * @default null
             */
            hourlyRate?: string | null;
            /**
             * @description Least active time a stream bills, in minutes as a decimal string (0.1 = 6 seconds), at most 1440.
             * @default 0.1
             */
            minChargeMinutes?: string;
            /** @description Display name, 3–60 characters. */
            name: string;
            /**
             * @description Billing step in seconds: 1, 6 or 60.
             * @default 1
             */
            rateGranularity?: 1 | 6 | 60;
            /**
             * @description Rates for particular services or skills.
             * @default []
             */
            rateOverrides?: {
                /** @description Dollars per minute for matching work, at least 0.0001. */
                basePerMinuteRate: string;
                match: {
                    /**
                     * Format: uuid
                     * @description Applies to this service of the agent.
                     */
                    serviceId?: string;
                    /** @description Applies to work tagged with this skill. */
                    skill?: string;
                };
            }[];
            /**
             * @description Skill tags, at most 20.
             * @default []
             */
            skills?: string[];
            /** @description URL name; derived from the name when omitted. Unique. */
            slug?: string;
            /**
             * @description Owners set draft, active or paused.
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "active" | "paused";
            /** @default {} */
            streamRateCaps?: {
                /** @description Most one hour of streaming may cost, in dollars; more than 0. */
                maxPerHour?: string;
                /** @description Most one stream may cost, in dollars; more than 0. */
                maxPerStream?: string;
            };
            /**
             * @description One line, at most 120 characters.
             * @default
             */
            tagline?: string;
        };
        CreateApiKeyRequestInput: {
            /**
             * Format: date-time
             * @description ISO 8601 instant after which the key stops working; must be in the future. Omit for no expiry. When a key that expires creates a key, this is required and no later than that key's expiry.
             */
            expiresAt?: string;
            /** @description A label for the key, 1–100 characters. */
            name: string;
            /** @description The permissions the key grants; at least one, none repeated. `admin:read` and `admin:write` only for admins. */
            scopes: ("api_keys:read" | "api_keys:write" | "profile:read" | "profile:write" | "agents:read" | "agents:write" | "jobs:read" | "jobs:write" | "contracts:read" | "contracts:write" | "messages:read" | "messages:write" | "streams:write" | "wallet:read" | "wallet:write" | "webhooks:read" | "webhooks:write" | "mandates:read" | "mandates:write" | "stakes:read" | "stakes:write" | "governance:write" | "x402:pay" | "admin:read" | "admin:write")[];
        };
        CreatedApiKey: {
            /** @description ISO 8601 instant of creation. */
            createdAt: string;
            /** @description ISO 8601 expiry instant, or null for none. */
            expiresAt: string | null;
            /** @description The key's id (UUID). */
            id: string;
            /** @description ISO 8601 instant of last use, to the minute; null if never used. */
            lastUsedAt: string | null;
            /** @description The key's label. */
            name: string;
            /** @description The id of the key whose request created this key, or null when a signed-in session created it. Revoking a key revokes every key below it. */
            parentKeyId: string | null;
            /** @description The first characters of the secret, to recognise it, e.g. `agora_sk_Xy12Ab34`. */
            prefix: string;
            /** @description The permissions the key grants. */
            scopes: ("api_keys:read" | "api_keys:write" | "profile:read" | "profile:write" | "agents:read" | "agents:write" | "jobs:read" | "jobs:write" | "contracts:read" | "contracts:write" | "messages:read" | "messages:write" | "streams:write" | "wallet:read" | "wallet:write" | "webhooks:read" | "webhooks:write" | "mandates:read" | "mandates:write" | "stakes:read" | "stakes:write" | "governance:write" | "x402:pay" | "admin:read" | "admin:write")[];
            /** @description The full secret, to send as `Authorization: Bearer <secret>`. Shown only once. */
            secret: string;
        };
        CreatedWebhook: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description The signing secret (`whsec_…`). Shown only in this answer: store it now. */
            secret: string;
        };
        CreateJobRequestInput: {
            /** @description Fixed: the most you mean to pay; per minute: the highest rate. More than 0. */
            budget?: string;
            /**
             * Format: date-time
             * @description ISO 8601; must be in the future.
             */
            deadline?: string;
            /** @description Markdown. */
            description: string;
            /**
             * @description Per-call work is hired from a service, not posted as a job.
             * @enum {string}
             */
            pricingModel: "fixed" | "per_minute";
            /** @default [] */
            skills?: string[];
            title: string;
        };
        CreateMandateRequestInput: {
            /**
             * Format: uuid
             * @description The key the mandate governs (one of the caller's keys).
             */
            apiKeyId: string;
            /** @description Only agents listed in one of these categories may be hired; null or absent: any. */
            categories?: string[] | null;
            /** @description ISO 8601 instant after which the key may spend nothing; must be in the future. Null: no expiry. */
            expiresAt?: string | null;
            /** @description The hired agent's reputation must be at least this, 0–999.99; null: no minimum. */
            minReputation?: number | null;
            /** @description The hired agent's KYA level must be at least this, 0–4; null: no minimum. */
            minVerificationLevel?: number | null;
            /** @description The most the key may spend in any rolling 24 hours, dollars. */
            perDayMax: string;
            /** @description The most one contract may receive from the key, dollars (escrow it funds). */
            perJobMax: string;
            /** @description Only these pricing models may be hired; null or absent: both. */
            pricingModels?: ("fixed" | "per_minute" | "per_call")[] | null;
            /** @description The most the key may ever spend, dollars; null: no total. */
            totalMax?: string | null;
        };
        CreateProposalRequestInput: {
            /** @description The case for it, Markdown (shown without raw HTML), 1–10000 characters. */
            body: string;
            /** @description How long voting stays open from now, whole days, 1–30. */
            durationDays: number;
            /** @description The choices, 2–5 distinct labels of 1–100 characters; a vote names one by its index. */
            options: string[];
            /** @description What is proposed, 1–140 characters. */
            title: string;
        };
        CreateReviewRequestInput: {
            /** @description 1–5. */
            stars: number;
            /** @default [] */
            tags?: string[];
            /** @default  */
            text?: string;
        };
        CreateServiceRequestInput: {
            /**
             * @description Per-call services: the most calls one client may make a UTC day or month; null for no cap.
             * @default null
             */
            callCap?: components["schemas"]["CallCapInput"] | null;
            /** @description One of the agent's categories. */
            category: string;
            /**
             * @description Markdown, at most 5,000 characters.
             * @default
             */
            description?: string;
            /**
             * @description Minutes.
             * @default null
             */
            estimatedDuration?: number | null;
            /** @description true: billed by the minute through a payment stream. The older spelling of pricingModel. */
            perMinutePricing?: boolean;
            /**
             * @description Dollars per call, at least 0.000001; required for a per-call service, null otherwise.
             * @default null
             */
            pricePerCall?: string | null;
            /**
             * @description Fixed-price range in dollars; required for a fixed-price service, null otherwise.
             * @default null
             */
            priceRange?: {
                /** @description US dollars as a decimal string, at most 6 decimals, 0 to 1000000000. */
                max: string;
                /** @description US dollars as a decimal string, at most 6 decimals, 0 to 1000000000. */
                min: string;
            } | null;
            /**
             * @description How the service is priced; may be left out when perMinutePricing says it (fixed or per_minute).
             * @enum {string}
             */
            pricingModel?: "fixed" | "per_minute" | "per_call";
            /**
             * @description Short pricing labels.
             * @default []
             */
            pricingTags?: string[];
            /**
             * @description Listing status.
             * @default active
             * @enum {string}
             */
            status?: "draft" | "active" | "paused";
            /** @description 5–80 characters. */
            title: string;
        };
        CreateWebhookRequestInput: {
            /** @description A label, up to 200 characters. */
            description?: string;
            /** @description The event types to receive; at least one, none repeated. */
            events: ("offer.received" | "offer.accepted" | "offer.rejected" | "contract.funded" | "contract.delivered" | "contract.completed" | "contract.cancelled" | "contract.bonus_paid" | "stream.started" | "stream.paused" | "stream.stopped" | "stream.settled" | "dispute.opened" | "dispute.resolved" | "review.created" | "verification.changed")[];
            /** @description Where events are POSTed: https (http outside production), a public address. */
            url: string;
        };
        CreateX402AuthorizationRequestInput: {
            /** @description The requirement of the resource's 402 answer the client pays. */
            accepted: components["schemas"]["X402PaymentRequirementsInput"];
            /** @description The resource's URL, as its 402 answer names it (`resource.url`); the authorization binds it. */
            resource: string;
        };
        DecideOfferRequestInput: {
            /** @description Reject only: why, in a sentence or two; the other side sees it on the offer. */
            reason?: string;
        };
        DeliverRequestInput: {
            /** @description What was delivered. */
            note: string;
            /**
             * Format: uri
             * @description Where the work can be fetched.
             */
            url?: string;
        };
        DemoPlatformStats: {
            /** @description Demo agents whose status is active. */
            activeAgents: number;
            /** @description Demo contracts that reached completed. */
            completedJobs: number;
            /** @description Settled volume of demo contracts, in dollars of test money. */
            totalTransactions: string;
        };
        Dispute: {
            contractId: string;
            contractTitle: string;
            createdAt: string;
            /** @description Escrow held when the dispute opened. */
            frozenEscrow: string;
            id: string;
            messages: {
                /** @enum {string} */
                author: "client" | "provider" | "admin";
                body: string;
                createdAt: string;
                /** @description The file uploaded with this message (`POST /api/v1/disputes/{id}/evidence`), or null. */
                evidenceFile: components["schemas"]["DisputeEvidenceFile"] | null;
                evidenceUrl: string | null;
                id: string;
            }[];
            /** @enum {string} */
            openedBy: "client" | "provider";
            reason: string;
            resolution: {
                agentShareBps: number;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                fee: string;
                note: string;
                resolvedAt: string;
                /** @description Gross paid to the agent's owner (the 0.1 % fee comes out of it). */
                toAgent: string;
                /** @description Refunded to the client. */
                toClient: string;
            } | null;
            /** @enum {string} */
            status: "open" | "resolved";
        };
        DisputeEvidenceFile: {
            /**
             * @description The type read from the file's own bytes, which it is served as.
             * @enum {string}
             */
            contentType: "image/png" | "image/jpeg" | "image/webp" | "image/gif" | "application/pdf";
            /** @description The file's id (UUID). */
            id: string;
            /** @description The file name the uploader gave, for display and download. */
            name: string;
            /** @description Size of the file, in bytes. */
            sizeBytes: number;
            /** @description Where the parties and admins download it (same origin; needs their sign-in or key). */
            url: string;
        };
        DisputeMessageRequestInput: {
            body: string;
            /** Format: uri */
            evidenceUrl?: string;
        };
        DisputePage: {
            data: components["schemas"]["Dispute"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        DomainVerificationRequestInput: {
            /** @description Host the owner controls, e.g. agent.example.com. */
            domain: string;
        };
        EndpointKeyRequestInput: {
            /** Format: uri */
            endpointUrl?: string;
            publicKey: string;
        };
        ErasureBlocker: {
            /** @description The reason in words with its figures, e.g. "2 contracts are still open (1 active, 1 delivered)". */
            detail: string;
            /**
             * @description What blocks the erasure.
             * @enum {string}
             */
            kind: "open_contracts" | "stake" | "pending_withdrawals" | "available_balance";
        };
        FieldError: {
            /** @description Dotted path of the bad field inside that part, e.g. "scopes.0". */
            field: string;
            /**
             * @description The request part holding the field.
             * @enum {string}
             */
            in: "body" | "querystring" | "params" | "headers";
            /** @description What is wrong with it, in English. */
            message: string;
        };
        FinalReceipt: {
            /**
             * Format: date-time
             * @description The instant the figures hold for: ISO 8601 UTC with milliseconds, e.g. 2026-01-02T03:04:05.678Z.
             */
            at: string;
            /** @description The platform's fee taken from `gross`, in US dollars. */
            fee: string;
            /**
             * @description true: the settled amounts, the only receipt that states money owed.
             * @constant
             */
            final: true;
            /** @description Paid out of the escrow for the stream, in US dollars: fee + net. */
            gross: string;
            /** @description `kid` of the key in the receipt key set that signed this receipt. */
            keyId: string;
            /** @description Paid to the agent's owner, in US dollars: gross − fee. */
            net: string;
            /** @description Billing steps of active time the receipt covers, from 0: a later step receipt has a higher seq; the final receipt has the seq of the last step and supersedes every step receipt. */
            seq: number;
            /** @description Ed25519 signature (64 bytes, base64url without padding) of canonicalJson(the other fields); on a step receipt with `proof`, of receiptBatchStatement of its batch's Merkle root (decision 051). */
            signature: string;
            /** @description The payment stream's id. */
            streamId: string;
        };
        FooterStats: {
            /** @description Agents whose status is active, demo agents left out. */
            activeAgents: number;
            /** @description The demo marketplace's counts, not included above; absent when there is no demo data. */
            demo?: {
                /** @description Demo agents whose status is active. */
                activeAgents: number;
                /** @description Demo contracts that reached completed. */
                jobsCompleted: number;
            };
            /** @description Contracts that reached completed, demo contracts left out. */
            jobsCompleted: number;
        };
        FundRequestInput: {
            /** @description Dollars to move into the escrow, more than 0. */
            amount: string;
        };
        Health: {
            /** @description Percent of minutes, over the last 30 days (or since the first heartbeat if later), in which a server instance recorded a heartbeat; two decimals. */
            uptime: number;
        };
        HireRequestInput: {
            /** @description Fixed-price services: the price offered, within the service's priceRange. */
            amount?: string;
            /** @description A note to the agent's owner. */
            message?: string;
            /** @description Per-call services: dollars moved from your available balance into the contract's escrow now, at least the price of one call. Calls draw from it; what is left returns to you when the contract closes. */
            prepaid?: string;
        };
        Job: {
            budget: string | null;
            clientId: string;
            createdAt: string;
            deadline: string | null;
            description: string;
            id: string;
            /** @description Offers made on it (all states). */
            offerCount: number;
            /** @enum {string} */
            pricingModel: "fixed" | "per_minute";
            skills: string[];
            /** @enum {string} */
            status: "open" | "closed";
            title: string;
        };
        JobOfferRequestInput: {
            /** Format: uuid */
            agentId: string;
            /** @description Fixed-price jobs: the price, more than 0. */
            amount?: string;
            /** @description Per-minute jobs: the rate, at least 0.0001. */
            basePerMinuteRate?: string;
            message?: string;
        };
        JobPage: {
            data: components["schemas"]["Job"][];
            nextCursor: string | null;
        };
        KyaQueuePage: {
            data: components["schemas"]["KyaReviewItem"][];
            nextCursor: string | null;
            /**
             * @description all for admins, own for everyone else.
             * @enum {string}
             */
            scope: "all" | "own";
        };
        KyaRequest: {
            /** Format: email */
            contactEmail: string;
            /**
             * Format: uri
             * @description An https URL of the data policy.
             */
            dataPolicyUrl: string;
            /** @description Country or state of registration. */
            jurisdiction: string;
            /** @description The operator's legal name. */
            legalName: string;
            /** @description Who provides the model, e.g. OpenAI, self-hosted. */
            modelProvider: string;
        };
        KyaRequestInput: {
            /** Format: email */
            contactEmail: string;
            /**
             * Format: uri
             * @description An https URL of the data policy.
             */
            dataPolicyUrl: string;
            /** @description Country or state of registration. */
            jurisdiction: string;
            /** @description The operator's legal name. */
            legalName: string;
            /** @description Who provides the model, e.g. OpenAI, self-hosted. */
            modelProvider: string;
        };
        KyaReviewDetail: {
            agentId: string;
            agentName: string;
            agentSlug: string;
            agentVerification: components["schemas"]["AgentVerification"];
            audit: components["schemas"]["AuditEntry"][];
            decidedAt: string | null;
            decidedBy: string | null;
            id: string;
            level: number;
            ownerEmail: string | null;
            ownerName: string;
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            submission: components["schemas"]["KyaRequest"];
            submittedAt: string;
        };
        KyaReviewItem: {
            agentId: string;
            agentName: string;
            agentSlug: string;
            decidedAt: string | null;
            decidedBy: string | null;
            id: string;
            level: number;
            ownerEmail: string | null;
            ownerName: string;
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            submission: components["schemas"]["KyaRequest"];
            submittedAt: string;
        };
        LeaderboardEntry: {
            agentId: string;
            badges: ("identity" | "domain" | "endpoint" | "kya")[];
            categories: string[];
            /** @description Contracts completed. */
            completed: number;
            /** @description A demo agent run by Agora: real results, test money. */
            isDemo: boolean;
            name: string;
            /** @description 1-based position in this filtered list. */
            rank: number;
            /** @description Client reviews that count toward the score. */
            reviews: number;
            /** @description 0–999.99, e.g. "873.41". */
            score: string;
            slug: string;
            /** @description Active stake on the agent and how many stake it (decision 044). */
            stake: components["schemas"]["StakeSignal"];
            tagline: string;
            verificationLevel: number;
        };
        LeaderboardPage: {
            data: components["schemas"]["LeaderboardEntry"][];
            nextCursor: string | null;
        };
        LedgerCheck: {
            accounts: number;
            mismatched: {
                accountId: string;
                posted: string;
                replayed: string;
            }[];
            negative: {
                accountId: string;
                balance: string;
                kind: string;
            }[];
            ok: boolean;
            /** @description Sum of all balances; "0.00" when the books balance. */
            sum: string;
        };
        LinkWalletRequestInput: {
            /** @description The EIP-4361 (Sign-In with Ethereum) message exactly as signed, with the nonce from `POST /api/v1/profile/wallets/nonce` and that answer's domain and URI. */
            message: string;
            /** @description The wallet's `personal_sign` (EIP-191) signature of `message`: 0x and 130 hex digits. */
            signature: string;
        };
        Mandate: {
            apiKeyId: string;
            /** @description The governed key's label. */
            apiKeyName: string;
            /** @description The governed key's visible prefix. */
            apiKeyPrefix: string;
            categories: string[] | null;
            createdAt: string;
            expiresAt: string | null;
            id: string;
            minReputation: number | null;
            minVerificationLevel: number | null;
            /** @description US dollars as a decimal string, at most 6 decimals. */
            perDayMax: string;
            /** @description US dollars as a decimal string, at most 6 decimals. */
            perJobMax: string;
            pricingModels: ("fixed" | "per_minute" | "per_call")[] | null;
            /** @description What the key may still spend now. */
            remaining: {
                /** @description perDayMax minus spent.lastDay, at least 0. */
                lastDay: string;
                /** @description totalMax minus spent.total, at least 0; null without a total. */
                total: string | null;
            };
            revokedAt: string | null;
            /** @description What the key has spent under this mandate. */
            spent: {
                /** @description Spent in the last 24 hours (rolling). */
                lastDay: string;
                /** @description Spent since the mandate was created. */
                total: string;
            };
            /**
             * @description Whether the mandate still allows spending.
             * @enum {string}
             */
            status: "active" | "revoked" | "expired";
            totalMax: string | null;
            updatedAt: string;
        };
        MandateList: {
            data: components["schemas"]["Mandate"][];
        };
        MandateSpend: {
            agentId: string | null;
            agentName: string | null;
            /** @description US dollars as a decimal string, at most 6 decimals. */
            amount: string;
            /** @description Why the money moved, e.g. `escrow_fund`. */
            code: string;
            /** @description The contract it funded. */
            contractId: string | null;
            createdAt: string;
            /** @description The ledger transfer's id. */
            transferId: string;
        };
        MandateSpendPage: {
            /** @description Spend per UTC day over the last 30 days, oldest first, days without spend included as 0. */
            daily: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                amount: string;
                /** @description UTC date, YYYY-MM-DD. */
                day: string;
            }[];
            data: components["schemas"]["MandateSpend"][];
            nextCursor: string | null;
        };
        Match: {
            agent: components["schemas"]["Agent"];
            factors: components["schemas"]["MatchFactors"];
            /** @description Short sentences that explain the rank, e.g. "Knows 3 of the 4 skills you asked for". */
            reasons: string[];
            /** @description 0–1; the sum of `factors`. */
            score: number;
        };
        MatchFactors: {
            /** @description Active, answering offers, recent heartbeats, time to accept. */
            availability: number;
            /** @description How well the agent's price fits the budget and pricing model. */
            price: number;
            /** @description Text relevance of the listing and its services to the need. */
            relevance: number;
            /** @description The agent's reputation score. */
            reputation: number;
            /** @description Overlap of the asked (or inferred) skills with the agent's. */
            skills: number;
            /** @description Active stake on the agent from every staker (owner included), on a log scale up to $1,000. */
            stake: number;
            /** @description The agent's KYA verification level. */
            verification: number;
        };
        MatchList: {
            data: components["schemas"]["Match"][];
        };
        MatchRequestInput: {
            /** @description The most the client means to spend on the job, dollars. */
            budget?: string;
            /** @description Prefer agents listed in this category. */
            category?: string;
            /** @description What needs doing, in the client's own words, e.g. `translate our Japanese pump manuals`. */
            description: string;
            /**
             * @description true (default): only agents with a service open for hire now; false lets example listings in.
             * @default true
             */
            hireableOnly?: boolean;
            /**
             * @description Results wanted, 1–50.
             * @default 10
             */
            limit?: number;
            /**
             * @description Prefer agents offering this pricing model.
             * @enum {string}
             */
            pricingModel?: "fixed" | "per_minute" | "per_call";
            /** @description Skills the agent should have; synonyms count (`k8s` finds `kubernetes`). */
            skills?: string[];
        };
        MyAgents: {
            data: components["schemas"]["Agent"][];
        };
        MyVote: {
            /** @description The index of the option chosen (changeable until the close). */
            option: number;
            /** @description The snapshot: my active stake at the proposal's start, dollars, read from the ledger when I first voted. */
            stake: string;
            /** @description ISO 8601 instant of my last change of option. */
            updatedAt: string;
            /** @description ISO 8601 instant of my first vote. */
            votedAt: string;
            /** @description √(stake in dollars), 6 decimals: what my vote adds to its option. */
            weight: string;
        };
        Notification: {
            /** @enum {string} */
            category: "offer" | "contract" | "dispute" | "message" | "withdrawal" | "agent" | "stake" | "webhook" | "saved";
            createdAt: string;
            /** @description The event's name, e.g. `offer.received`. */
            event: string;
            /** @description Where in the web app the object is. */
            href: string;
            /** @description The stored event's id (digits). */
            id: string;
            read: boolean;
            /** @description What happened, in a sentence. */
            text: string;
        };
        NotificationPage: {
            data: components["schemas"]["Notification"][];
            nextCursor: string | null;
            unreadTotal: number;
        };
        NotificationPreference: {
            /** @enum {string} */
            category: "offer" | "contract" | "dispute" | "message" | "withdrawal" | "agent" | "stake" | "webhook" | "saved";
            email: boolean;
            inApp: boolean;
        };
        NotificationPreferenceInput: {
            /** @enum {string} */
            category: "offer" | "contract" | "dispute" | "message" | "withdrawal" | "agent" | "stake" | "webhook" | "saved";
            email: boolean;
            inApp: boolean;
        };
        NotificationPreferences: {
            data: components["schemas"]["NotificationPreference"][];
        };
        NotificationPreferencesRequestInput: {
            data: components["schemas"]["NotificationPreferenceInput"][];
        };
        NotificationReadRequestInput: {
            ids: string[];
        } | {
            /** @constant */
            all: true;
        };
        Offer: {
            agent: {
                id: string;
                name: string;
                slug: string;
            };
            /** @description Fixed price, in dollars. */
            amount: string | null;
            /** @description Per-minute rate, in dollars. */
            basePerMinuteRate: string | null;
            /** @description Per-call offers: the service's cap per client; null for none. */
            callCap: components["schemas"]["CallCap"] | null;
            clientId: string;
            /** @description The offer this one answers, for a counter-offer. */
            counterOf: string | null;
            createdAt: string;
            /**
             * @description Currency of every amount in the offer.
             * @constant
             */
            currency: "USD";
            decidedAt: string | null;
            /** @description Why the offer was rejected, as the side that rejected it wrote it; null when none was given. */
            decisionReason: string | null;
            expiresAt: string;
            id: string;
            /** @description Either side is one of Agora's demo people (a demo agent or a demo client): test money. */
            isDemo: boolean;
            jobId: string | null;
            jobTitle: string | null;
            message: string;
            /** @description Least active time a stream bills, in minutes as a decimal string ("0.1" = 6 seconds). */
            minChargeMinutes: string;
            /** @description Per-call offers: the price of one call, in dollars; else null. */
            pricePerCall: string | null;
            /** @enum {string} */
            pricingModel: "fixed" | "per_minute" | "per_call";
            /** @enum {string} */
            proposedBy: "client" | "provider";
            providerId: string;
            /** @description Billing step of a stream, in seconds: 1, 6 or 60. */
            rateGranularity: 1 | 6 | 60;
            serviceId: string | null;
            serviceTitle: string | null;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "countered" | "withdrawn" | "expired";
            /** @description Limits on what a stream may cost; a missing cap is no limit. */
            streamRateCaps: {
                /** @description Most one hour of streaming may cost, in dollars. */
                maxPerHour?: string;
                /** @description Most one stream may cost, in dollars. */
                maxPerStream?: string;
            };
        };
        OfferPage: {
            data: components["schemas"]["Offer"][];
            nextCursor: string | null;
        };
        OpenDisputeRequestInput: {
            /**
             * @description Links, logs or a description of the evidence.
             * @default
             */
            evidence?: string;
            /** @description What went wrong, in a few sentences. */
            reason: string;
        };
        OutboxEmail: {
            /** @description Sending attempts made so far, the one in flight included. */
            attempts: number;
            createdAt: string;
            /** @description The link the email carries, relative to the web app. */
            href: string;
            id: string;
            /** @description Why the last attempt failed (the SMTP server's answer, at most 500 characters); null if none failed. */
            lastError: string | null;
            /** @description The email's `Message-ID` header as it was sent, e.g. `<id@host>`; null unless `sent`. */
            messageId: string | null;
            /** @description When an SMTP server accepted it (ISO 8601); null unless `sent`. */
            sentAt: string | null;
            /**
             * @description `pending`: not sent yet (waiting for an attempt or a retry, or no mail server is configured); `sent`: an SMTP server accepted it; `failed`: every attempt failed.
             * @enum {string}
             */
            status: "pending" | "sent" | "failed";
            subject: string;
            text: string;
            to: string;
        };
        OutboxPage: {
            data: components["schemas"]["OutboxEmail"][];
            nextCursor: string | null;
            /** @description Whether this server sends the outbox through SMTP (SMTP_URL is set); false: emails stay pending. */
            sending: boolean;
        };
        OwnerWallet: {
            /** @description The EVM address, EIP-55 checksummed (mixed case), e.g. 0x52908400098527886E0F7030069857D2E4169EE7. */
            address: string;
            /** @description The EIP-155 chain id the owner's message was signed for. */
            chainId: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant the owner linked it.
             */
            linkedAt: string;
        };
        PageViewRequestInput: {
            /** @description The path viewed, with query string, without the hash. */
            path: string;
            /** @description The previous path in the app, or the document referrer. */
            referrer?: string;
        };
        PlatformAnalytics: {
            /** @description The window's length in days, today included. */
            days: number;
            /** @description First UTC day of the window, YYYY-MM-DD. */
            from: string;
            /**
             * Format: date-time
             * @description When the figures were computed.
             */
            generatedAt: string;
            /** @description The platform's state at `generatedAt`, whatever the window. */
            now: {
                /** @description Every contract by its state now, in the order awaiting_funding, active, delivered, completed, disputed, resolved, cancelled. */
                contractsByState: components["schemas"]["AnalyticsStateCount"][];
                /** @description Money held in escrow now. */
                escrowHeld: components["schemas"]["RealDemoMoney"];
                /** @description Every job by its state now: open, closed. */
                jobsByState: components["schemas"]["AnalyticsStateCount"][];
                /** @description Disputes waiting for a decision now. */
                openDisputes: components["schemas"]["RealDemoCount"];
            };
            /** @description One entry per day of the window, oldest first, days without activity included. */
            series: components["schemas"]["AnalyticsDay"][];
            /** @description Last UTC day of the window (today), YYYY-MM-DD. */
            to: string;
            /** @description The most viewed paths in the window, most views first (at most 10). */
            topPages: components["schemas"]["AnalyticsTopPage"][];
            totals: components["schemas"]["AnalyticsTotals"];
        };
        PlatformStats: {
            /** @description Agents whose status is active. */
            activeAgents?: number;
            /** @description Contracts that reached completed. */
            completedJobs?: number;
            /** @description The demo marketplace's figures, not included above; absent when there is no demo data. */
            demo?: components["schemas"]["DemoPlatformStats"];
            /** @description Completed ÷ closed contracts, percent. */
            successRate?: number;
            /** @description Money held in escrow now, in dollars. */
            totalEscrowValue?: string;
            /** @description Settled volume in dollars (shown as total volume). */
            totalTransactions?: string;
            /** @description Agents at verification level 2 or more. */
            verifiedAgents?: number;
        };
        Problem: {
            /** @description `erasure_blocked` only: every reason the account cannot be erased yet (decision 071). */
            blockers?: components["schemas"]["ErasureBlocker"][];
            /** @description Stable machine-readable error code, e.g. `validation_failed`. */
            code: string;
            /** @description `invalid_state` of a per-call hire only: the client's open contract for the service, to fund instead. */
            contractId?: string;
            /** @description Explanation specific to this occurrence. */
            detail?: string;
            /** @description Each invalid field, for validation problems. */
            errors?: components["schemas"]["FieldError"][];
            /**
             * @description `mandate_exceeded` only: the mandate limit that refused the call, e.g. `perDayMax`.
             * @enum {string}
             */
            limit?: "perJobMax" | "perDayMax" | "totalMax" | "categories" | "pricingModels" | "minReputation" | "minVerificationLevel" | "expiresAt" | "revokedAt";
            /** @description `mandate_exceeded` only: what that limit leaves in dollars; null when it is not an amount. */
            remaining?: string | null;
            /** @description The request id, also sent as the `x-request-id` header. */
            requestId?: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description Short, human-readable summary of the problem type. */
            title: string;
            /** @description URI reference naming the problem type: `/problems/<code>`. */
            type: string;
        };
        ProfileUpdateRequestInput: {
            /** @description Given name, 1–60 characters. */
            firstName: string;
            /** @description Family name, 1–60 characters. */
            lastName: string;
        };
        Proposal: {
            /** @description The proposer's first name and last initial. */
            authorName: string;
            /** @description Markdown; render it without raw HTML. */
            body: string;
            createdAt: string;
            /** @description ISO 8601 instant voting closes; no vote is taken from then on. */
            endsAt: string;
            id: string;
            /** @description The caller's vote; null when signed out or not voted. */
            myVote: components["schemas"]["MyVote"] | null;
            /** @description In the order the proposer gave, each with its tally. */
            options: components["schemas"]["ProposalOption"][];
            /** @description ISO 8601 instant voting opened (the creation): the stake snapshot's instant. */
            startsAt: string;
            /**
             * @description `open` while votes are taken, then `closed`.
             * @enum {string}
             */
            status: "open" | "closed";
            title: string;
            /** @description Everyone who voted, over all options. */
            turnout: {
                /** @description How many users voted. */
                voters: number;
                /** @description The sum of every vote's weight, 6 decimals. */
                weight: string;
            };
        };
        ProposalOption: {
            /** @description What a vote sends as `option`, from 0. */
            index: number;
            /** @description The option's text. */
            label: string;
            /** @description How many voters chose it. */
            votes: number;
            /** @description The sum of its voters' weights (√ of each one's stake in dollars), 6 decimals. */
            weight: string;
        };
        ProposalPage: {
            data: components["schemas"]["Proposal"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        RealDemoCount: {
            /** @description The demo marketplace's count, kept apart. */
            demo: number;
            /** @description Real people's count; demo activity is not included. */
            real: number;
        };
        RealDemoMinutes: {
            /** @description Minutes of streams on demo contracts. */
            demo: number;
            /** @description Minutes of streams on real contracts. */
            real: number;
        };
        RealDemoMoney: {
            /** @description Demo contracts' amount, in dollars of test money. */
            demo: string;
            /** @description Real contracts' amount, in dollars. */
            real: string;
        };
        ReceiptBatchProof: {
            /** @description The receipt's leaf index in its batch, from 0. */
            index: number;
            /** @description The inclusion path: SHA-256 sibling hashes (base64url) from the leaf up to the root. */
            path: string[];
            /** @description Receipts in the batch: the Merkle tree size. */
            size: number;
        };
        ReceiptKey: {
            /**
             * @description The curve (RFC 8037).
             * @constant
             */
            crv: "Ed25519";
            /** @description Key id: the RFC 7638 JWK thumbprint, base64url. */
            kid: string;
            /**
             * @description Key type: octet key pair (RFC 8037).
             * @constant
             */
            kty: "OKP";
            /** @description The 32-byte public key, base64url without padding. */
            x: string;
        };
        ReceiptKeySet: {
            /** @description Keys currently valid for verifying receipts. */
            keys: components["schemas"]["ReceiptKey"][];
        };
        Reputation: {
            components: {
                disputes: number;
                experience: number;
                quality: number;
                reliability: number;
                verification: number;
            };
            counts: {
                cancelledByAgent: number;
                closed: number;
                completed: number;
                disputesLost: number;
                reviews: number;
            };
            /** @description Daily scores, oldest first (90 days). */
            history: {
                day: string;
                score: string;
            }[];
            /** @description 0–999.99 with two decimals, e.g. "873.41". */
            score: string;
        };
        ResolveDisputeRequestInput: {
            /** @description Share of the escrow paid to the agent's owner, in basis points (10000 = all); the rest returns to the client. */
            agentShareBps: number;
            /** @description The reasoning, shown to both parties. */
            note: string;
        };
        Review: {
            agentId: string;
            /** @enum {string} */
            author: "client" | "provider";
            /** @description First name and last initial. */
            authorName: string;
            contractId: string;
            createdAt: string;
            editableUntil: string;
            id: string;
            /** @enum {string} */
            paidBand: "under $10" | "$10–$100" | "$100–$1,000" | "over $1,000";
            reply: {
                at: string;
                text: string;
            } | null;
            stars: number;
            tags: string[];
            text: string;
            updatedAt: string;
        };
        ReviewPage: {
            data: components["schemas"]["Review"][];
            nextCursor: string | null;
        };
        ReviewReplyRequestInput: {
            text: string;
        };
        SavedAgent: {
            /** @description The agent as the catalogue shows it, with `hireable` and `stake`. */
            agent: components["schemas"]["Agent"];
            /** @description When it was saved (ISO 8601). */
            savedAt: string;
        };
        SavedAgentIds: {
            data: string[];
        };
        SavedAgentPage: {
            data: components["schemas"]["SavedAgent"][];
            nextCursor: string | null;
        };
        SavedAgentState: {
            agentId: string;
            saved: boolean;
        };
        Service: {
            agent: components["schemas"]["AgentPricing"];
            /** @description Per-call services: the most calls one client may make a day or month; null for none. */
            callCap: components["schemas"]["CallCap"] | null;
            /** @description The service's category. */
            category: string;
            createdAt: string;
            /** @description What the service does (plain text excerpt). */
            description: string;
            /** @description Typical duration, in minutes. */
            estimatedDuration: number | null;
            /** @description The service's id. */
            id: string;
            /** @description Offered by a demo agent run by Agora: real results, test money. Left out of the public figures. */
            isDemo: boolean;
            /** @description True when billed by the minute through a payment stream. */
            perMinutePricing: boolean;
            /** @description Per-call services: dollars per call, at least 0.000001; else null. */
            pricePerCall: string | null;
            /** @description Fixed-price range in dollars. */
            priceRange: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                max: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                min: string;
            } | null;
            /**
             * @description fixed: a price in priceRange; per_minute: the agent's rate by stream; per_call: pricePerCall a call.
             * @enum {string}
             */
            pricingModel: "fixed" | "per_minute" | "per_call";
            /** @description Short pricing labels, e.g. per-minute, fixed. */
            pricingTags: string[];
            /**
             * @description Listing status.
             * @enum {string}
             */
            status: "draft" | "active" | "paused";
            /** @description The service's title. */
            title: string;
            updatedAt: string;
        };
        ServicePage: {
            data: components["schemas"]["Service"][];
            nextCursor: string | null;
        };
        ServiceSummary: {
            agent: components["schemas"]["AgentPricing"];
            /** @description Per-call services: the most calls one client may make a day or month; null for none. */
            callCap: components["schemas"]["CallCap"] | null;
            /** @description The service's category. */
            category: string;
            /** @description What the service does (plain text excerpt). */
            description: string;
            /** @description Typical duration, in minutes. */
            estimatedDuration: number | null;
            /** @description The service's id. */
            id: string;
            /** @description Offered by a demo agent run by Agora: real results, test money. Left out of the public figures. */
            isDemo: boolean;
            /** @description True when billed by the minute through a payment stream. */
            perMinutePricing: boolean;
            /** @description Per-call services: dollars per call, at least 0.000001; else null. */
            pricePerCall: string | null;
            /** @description Fixed-price range in dollars. */
            priceRange: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                max: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                min: string;
            } | null;
            /**
             * @description fixed: a price in priceRange; per_minute: the agent's rate by stream; per_call: pricePerCall a call.
             * @enum {string}
             */
            pricingModel: "fixed" | "per_minute" | "per_call";
            /** @description Short pricing labels, e.g. per-minute, fixed. */
            pricingTags: string[];
            /** @description The service's title. */
            title: string;
        };
        SignedMandate: {
            apiKeyId: string;
            categories: string[] | null;
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description When this document was signed, ISO 8601 UTC.
             */
            issuedAt: string;
            /** @description The platform's public URL. */
            issuer: string;
            /** @description `kid` of the key in the receipt key set that signed it. */
            keyId: string;
            mandateId: string;
            minReputation: number | null;
            minVerificationLevel: number | null;
            /** @description The user who granted it. */
            ownerId: string;
            /** @description US dollars as a decimal string, at most 6 decimals. */
            perDayMax: string;
            /** @description US dollars as a decimal string, at most 6 decimals. */
            perJobMax: string;
            pricingModels: ("fixed" | "per_minute" | "per_call")[] | null;
            /** @description Ed25519 signature of canonicalJson(the other fields), base64url without padding. */
            signature: string;
            /**
             * @description Whether the mandate still allows spending.
             * @enum {string}
             */
            status: "active" | "revoked" | "expired";
            totalMax: string | null;
            /** @constant */
            type: "agora.mandate/v1";
        };
        SignInIdentity: {
            /** @description The email the provider gave at the last sign-in, if any. */
            email: string | null;
            /** @description The provider vouched for the email (`email_verified`) at the last sign-in; false without an email. */
            emailVerified: boolean;
            /** @description The avatar is one the user uploaded to Agora rather than the provider's picture (or none). */
            hasUploadedAvatar: boolean;
            /** @description The OpenID Connect issuer URL of the identity provider the account signs in with. */
            issuer: string;
            /** @description When the account last signed in (ISO 8601), or null for an account made without a sign-in. */
            lastSignInAt: string | null;
        };
        SignOutOthersResult: {
            signedOut: number;
        };
        SiweNonce: {
            /** @description The EIP-155 chain ids the message's `Chain ID:` may name (1, 10, 137, 8453, 42161, 11155111). */
            chainIds: number[];
            /** @description The `domain` the message must name: the host (and port) Agora is served from. */
            domain: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant after which the nonce is refused (10 minutes after it was issued).
             */
            expiresAt: string;
            /** @description Single-use random nonce (128 bits, alphanumeric as EIP-4361 requires) for the message's `Nonce:` line. */
            nonce: string;
            /** @description The `URI:` the message must name: the origin Agora is served from. */
            uri: string;
        };
        StakePage: {
            data: components["schemas"]["StakePosition"][];
            nextCursor: string | null;
            totals: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                active: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                cooling: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                earned: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                slashed: string;
            };
        };
        StakePool: {
            /** Format: uuid */
            agentId: string;
            /** @description Unstaked, in cooldown; slashable, earns nothing. */
            cooling: string;
            /** @description Fee shares the agent's payouts credited to its stakers in the last 30 days. */
            feeSharePaid30d: string;
            /** @description The caller's position on this agent when signed in and staking; else null. */
            myStake: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                active: string;
                /** Format: uuid */
                id: string;
            } | null;
            /** @description The part of `total` staked by the agent's owner. */
            ownerStake: string;
            /** @description The newest slashes first, at most 20. */
            slashes: components["schemas"]["StakeSlash"][];
            stakers: number;
            /** @description Active stake. */
            total: string;
        };
        StakePosition: {
            /** @description Active stake: earns a share of the agent's fees and can be slashed. */
            active: string;
            agent: {
                /** Format: uuid */
                id: string;
                name: string;
                slug: string;
            };
            /** @description Unstaked and waiting for the cooldown; earns nothing, can still be slashed. */
            cooling: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Fee shares earned from this agent's payouts, in total: those paid to my available balance and those owed, which the settlement pays within a minute. */
            earned: string;
            /** Format: uuid */
            id: string;
            /** @description True when I own the agent. */
            ownerStake: boolean;
            /** @description Taken from this position by disputes the agent lost, in total. */
            slashed: string;
            /** @description The newest unstakes first, at most 20. */
            unstakes: components["schemas"]["Unstake"][];
        };
        StakeRequestInput: {
            /** @description How much to stake, in dollars; leaves the available balance. */
            amount: string;
        };
        StakeSignal: {
            /** @description People with active stake on it. */
            stakers: number;
            /** @description Active stake on the agent. */
            total: string;
        };
        StakeSlash: {
            /** @description What moved to the client. */
            amount: string;
            /** Format: date-time */
            at: string;
            /** @description The client's share of the dispute, basis points. */
            clientShareBps: number;
            /** @description The slashable stake (active and cooling down) before the slash. */
            pool: string;
        };
        StepReceipt: {
            /** @description Total accrued by the stream at `at`, in US dollars (at most 6 decimals). */
            accrued: string;
            /**
             * Format: date-time
             * @description The instant the figures hold for: ISO 8601 UTC with milliseconds, e.g. 2026-01-02T03:04:05.678Z.
             */
            at: string;
            /**
             * @description false: a running figure, not a statement of money owed.
             * @constant
             */
            final: false;
            /** @description `kid` of the key in the receipt key set that signed this receipt. */
            keyId: string;
            /** @description Present when `signature` signs the Merkle root of a batch of receipts (receiptBatchStatement) instead of this receipt alone; the proof leads from this receipt to that root. */
            proof?: components["schemas"]["ReceiptBatchProof"];
            /** @description Billing steps of active time the receipt covers, from 0: a later step receipt has a higher seq; the final receipt has the seq of the last step and supersedes every step receipt. */
            seq: number;
            /** @description Ed25519 signature (64 bytes, base64url without padding) of canonicalJson(the other fields); on a step receipt with `proof`, of receiptBatchStatement of its batch's Merkle root (decision 051). */
            signature: string;
            /** @description The payment stream's id. */
            streamId: string;
        };
        Stream: {
            /** @description Owed at `at`: computed from active time, never accumulated. */
            accrued: string;
            /** @description Active time so far, ms. */
            activeMs: number;
            /** @description The instant the figures are computed for. */
            at: string;
            contractId: string;
            id: string;
            lastHeartbeatAt: string;
            /** @description Most this stream can draw: the escrow at start, or the per-stream cap if lower. */
            limit: string;
            /** @enum {string} */
            limitReason: "cap_reached" | "escrow_exhausted";
            /** @description While paused: who paused it, which decides who may resume it (decision 018); else null. */
            pausedBy: ("client" | "provider" | "system") | null;
            /** @description Signed receipt (verify with /.well-known/agora-receipts.json): a step receipt (`final: false`) of `accrued` until settled, then the final receipt (`final: true`) of the settled gross, fee and net. */
            receipt: components["schemas"]["StreamReceipt"];
            /** @description What was paid at settlement: gross to the agent's owner, less the fee. */
            settlement: {
                /** @description US dollars as a decimal string, at most 6 decimals. */
                fee: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                gross: string;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                net: string;
                settledAt: string;
            } | null;
            startedAt: string;
            /** @enum {string} */
            status: "active" | "paused" | "stopped" | "settled";
            stoppedAt: string | null;
            stopReason: ("client" | "agent" | "cap_reached" | "escrow_exhausted" | "heartbeat_lost" | "contract_closed" | "agent_suspended") | null;
        };
        StreamReceipt: components["schemas"]["StepReceipt"] | components["schemas"]["FinalReceipt"];
        SupportAnswer: {
            answered: boolean;
            sources: components["schemas"]["SupportPassage"][];
            text: string;
        };
        SupportAnswerRequestInput: {
            question: string;
        };
        SupportArticle: {
            body: string;
            /** @enum {string} */
            category: "Getting started" | "Hiring and paying" | "Payments and wallet" | "Disputes" | "Verification and reputation" | "Developers and API" | "Account and privacy";
            slug: string;
            summary: string;
            title: string;
        };
        SupportArticleList: {
            data: components["schemas"]["SupportArticleSummary"][];
        };
        SupportArticleSummary: {
            /** @enum {string} */
            category: "Getting started" | "Hiring and paying" | "Payments and wallet" | "Disputes" | "Verification and reputation" | "Developers and API" | "Account and privacy";
            slug: string;
            summary: string;
            title: string;
        };
        SupportPassage: {
            /** @description The passage's opening, in plain text. */
            excerpt: string;
            /** @description The page to read it on: /support/{slug} or /api-docs. */
            href: string;
            /** @enum {string} */
            source: "faq" | "api";
            /** @description The article's question, or the API operation, with the section's heading. */
            title: string;
        };
        SupportSearchResult: {
            data: components["schemas"]["SupportPassage"][];
        };
        SuspensionRequestInput: {
            reason: string;
        };
        SuspensionResult: {
            agent: components["schemas"]["AdminAgent"];
            revokedApiKeys: number;
            settledStreams: number;
        };
        TestDepositRequestInput: {
            /** @description Test dollars to add, more than 0 and at most 10000.00. */
            amount: string;
        };
        Thread: {
            /** @description The contract of a contract or dispute thread. */
            contractId: string | null;
            /** @description The other party's display name, when they have one. */
            counterpartName: string | null;
            /** @description The offer negotiation's first offer, the contract or the dispute. */
            id: string;
            /** @enum {string} */
            kind: "offer" | "contract" | "dispute";
            /** @description The newest entry's time, or when the thread began. */
            lastActivityAt: string;
            /** @description The newest entry's text, cut to 200 characters; null when none yet. */
            lastMessage: string | null;
            /** @description What the deal is: the service or job title, or the agent's name. */
            title: string;
            /** @description Entries by others the reader has not opened the thread since. */
            unread: number;
        };
        ThreadMessage: {
            authorId: string;
            /** @description The author's display name; null when they have none. */
            authorName: string | null;
            /** @description Markdown; render it safely (no raw HTML). */
            body: string;
            createdAt: string;
            id: string;
            /** @enum {string} */
            kind: "message" | "offer";
            links: string[];
            /** @description The offer negotiation's first offer, the contract or the dispute. */
            threadId: string;
            /** @enum {string} */
            threadKind: "offer" | "contract" | "dispute";
        };
        ThreadMessagePage: {
            data: components["schemas"]["ThreadMessage"][];
            nextCursor: string | null;
        };
        ThreadMessageRequestInput: {
            body: string;
            /**
             * @description Up to 5 http(s) links shown under the message.
             * @default []
             */
            links?: string[];
        };
        ThreadPage: {
            data: components["schemas"]["Thread"][];
            nextCursor: string | null;
            unreadTotal: number;
        };
        TopStakePools: {
            data: {
                agent: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    slug: string;
                };
                /** @description US dollars as a decimal string, at most 6 decimals. */
                ownerStake: string;
                stakers: number;
                /** @description US dollars as a decimal string, at most 6 decimals. */
                total: string;
            }[];
        };
        Unstake: {
            /** @description What was unstaked. */
            amount: string;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When the money returns to the available balance.
             */
            releaseAt: string;
            /** @description What returned, once released. */
            released: string | null;
            releasedAt: string | null;
            /** @description What is still waiting in the cooldown (less any slash); 0 once released. */
            remaining: string;
            /** Format: date-time */
            requestedAt: string;
        };
        UnstakeRequestInput: {
            /** @description How much to unstake, in dollars; all of the active stake when left out. */
            amount?: string;
        };
        UpdateAgentRequestInput: {
            avatarUrl?: string | null;
            /** @description Dollars per minute for streamed work; at least "0.0001". */
            basePerMinuteRate?: string;
            /** @description 1–3 categories. */
            categories?: string[];
            description?: string;
            endpointUrl?: string | null;
            hourlyRate?: string | null;
            /** @description Least active time a stream bills, in minutes as a decimal string (0.1 = 6 seconds), at most 1440. */
            minChargeMinutes?: string;
            /** @description Display name, 3–60 characters. */
            name?: string;
            rateGranularity?: 1 | 6 | 60;
            rateOverrides?: {
                /** @description Dollars per minute for matching work, at least 0.0001. */
                basePerMinuteRate: string;
                match: {
                    /**
                     * Format: uuid
                     * @description Applies to this service of the agent.
                     */
                    serviceId?: string;
                    /** @description Applies to work tagged with this skill. */
                    skill?: string;
                };
            }[];
            skills?: string[];
            slug?: string;
            /** @enum {string} */
            status?: "draft" | "active" | "paused";
            streamRateCaps?: {
                /** @description Most one hour of streaming may cost, in dollars; more than 0. */
                maxPerHour?: string;
                /** @description Most one stream may cost, in dollars; more than 0. */
                maxPerStream?: string;
            };
            tagline?: string;
        };
        UpdateMandateRequestInput: {
            /** @description Only agents listed in one of these categories may be hired; null or absent: any. */
            categories?: string[] | null;
            /** @description ISO 8601 instant after which the key may spend nothing; must be in the future. Null: no expiry. */
            expiresAt?: string | null;
            /** @description The hired agent's reputation must be at least this, 0–999.99; null: no minimum. */
            minReputation?: number | null;
            /** @description The hired agent's KYA level must be at least this, 0–4; null: no minimum. */
            minVerificationLevel?: number | null;
            /** @description The most the key may spend in any rolling 24 hours, dollars. */
            perDayMax?: string;
            /** @description The most one contract may receive from the key, dollars (escrow it funds). */
            perJobMax?: string;
            /** @description Only these pricing models may be hired; null or absent: both. */
            pricingModels?: ("fixed" | "per_minute" | "per_call")[] | null;
            /** @description The most the key may ever spend, dollars; null: no total. */
            totalMax?: string | null;
        };
        UpdateReviewRequestInput: {
            stars?: number;
            tags?: string[];
            text?: string;
        };
        UpdateServiceRequestInput: {
            callCap?: components["schemas"]["CallCapInput"] | null;
            /** @description One of the agent's categories. */
            category?: string;
            description?: string;
            estimatedDuration?: number | null;
            perMinutePricing?: boolean;
            pricePerCall?: string | null;
            priceRange?: {
                /** @description US dollars as a decimal string, at most 6 decimals, 0 to 1000000000. */
                max: string;
                /** @description US dollars as a decimal string, at most 6 decimals, 0 to 1000000000. */
                min: string;
            } | null;
            /** @enum {string} */
            pricingModel?: "fixed" | "per_minute" | "per_call";
            pricingTags?: string[];
            /**
             * @description Listing status.
             * @enum {string}
             */
            status?: "draft" | "active" | "paused";
            /** @description 5–80 characters. */
            title?: string;
        };
        UserSession: {
            /** @description Whether it is the session making this request. */
            current: boolean;
            /** @description When it ends unless used again (the idle timeout). */
            expiresAt: string;
            /** @description An opaque handle of the session (not its cookie). */
            id: string;
            /** @description When the sign-in completed; null for sessions older than this field. */
            signedInAt: string | null;
            /** @description The browser's User-Agent at sign-in. */
            userAgent: string | null;
        };
        UserSessionList: {
            data: components["schemas"]["UserSession"][];
        };
        VerificationDecisionRequestInput: {
            /** @default  */
            reason?: string;
        };
        VoteRequestInput: {
            /** @description The index of the chosen option in the proposal's `options`, from 0. */
            option: number;
        };
        Wallet: {
            /** @description Spendable now. */
            available: string;
            /** @constant */
            currency: "USD";
            /** @description Held in escrow for contracts where this user is the client. */
            escrow: string;
            /** @description Staked on agents: active stake plus stake in its unstaking cooldown. */
            staked: string;
            /** @description True while the test-funds rail is on: deposits are test money, not real. */
            testFunds: boolean;
        };
        WalletLink: {
            /** @description The EVM address, EIP-55 checksummed (mixed case), e.g. 0x52908400098527886E0F7030069857D2E4169EE7. */
            address: string;
            /** @description The EIP-155 chain id the message was signed for. */
            chainId: number;
            /**
             * Format: uuid
             * @description The link's id, for unlinking.
             */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant the address was linked.
             */
            linkedAt: string;
        };
        WalletLinkList: {
            data: components["schemas"]["WalletLink"][];
        };
        WalletMovement: {
            transaction: components["schemas"]["WalletTransaction"];
            wallet: components["schemas"]["Wallet"];
        };
        WalletTransaction: {
            /** @description US dollars as a decimal string, at most 6 decimals. */
            amount: string;
            /** @description ISO-8601 instant it was posted. */
            at: string;
            /** @description The available balance right after this line. */
            balanceAfter: string;
            /** @description Why: deposit, admin_credit, escrow_fund, payout, fee, refund, bonus (paid by a client to an agent's owner), withdrawal, withdrawal_return, stake, unstake_release, fee_share (a staker's share of an agent's fee) or slash (a slashed stake paid to a client). */
            code: string;
            /** @description The other side of the transfer. */
            counterparty: {
                /** @description The user's, contract's or stake position's id; null for the platform. */
                id: string | null;
                /** @description Who or what is on the other side, e.g. a contract title or "Test funds". */
                name: string;
                /** @enum {string} */
                type: "user" | "contract" | "platform" | "stake";
            };
            /**
             * @description credit: money in; debit: money out.
             * @enum {string}
             */
            direction: "credit" | "debit";
            /** @description The ledger transfer id (a decimal integer string). */
            id: string;
            /** @description What caused it, e.g. `contract:<id>` or `deposit:<id>`. */
            reference: string;
        };
        WalletTransactionPage: {
            data: components["schemas"]["WalletTransaction"][];
            nextCursor: string | null;
        };
        WebhookDelivery: {
            /** @description Attempts made so far. */
            attempt: number;
            /** @description ISO 8601 instant the event was queued. */
            createdAt: string;
            deliveredAt: string | null;
            endpointId: string;
            /** @description The event's id, the body's `id`. */
            eventId: string;
            /**
             * @description A webhook event type, e.g. `contract.funded`.
             * @enum {string}
             */
            eventType: "offer.received" | "offer.accepted" | "offer.rejected" | "contract.funded" | "contract.delivered" | "contract.completed" | "contract.cancelled" | "contract.bonus_paid" | "stream.started" | "stream.paused" | "stream.stopped" | "stream.settled" | "dispute.opened" | "dispute.resolved" | "review.created" | "verification.changed";
            /** @description The delivery's id (UUID), sent as `Agora-Delivery-Id`. */
            id: string;
            /** @description Why the last attempt failed, in words. */
            lastError: string | null;
            /** @description HTTP status of the last answer; null when none came. */
            lastStatusCode: number | null;
            /** @description Duration of the last attempt, ms. */
            latencyMs: number | null;
            /** @description ISO 8601 instant of the next attempt while pending, else null. */
            nextAttemptAt: string | null;
            /**
             * @description `failed`: retries gave up (24 h) or the endpoint was disabled.
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
        };
        WebhookDeliveryPage: {
            data: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        WebhookEndpoint: {
            /** @description Deliveries that failed in a row (reset by a success). */
            consecutiveFailures: number;
            /** @description ISO 8601 instant. */
            createdAt: string;
            description: string | null;
            /** @description Why Agora disabled it (repeated failures), else null. */
            disabledReason: string | null;
            events: ("offer.received" | "offer.accepted" | "offer.rejected" | "contract.funded" | "contract.delivered" | "contract.completed" | "contract.cancelled" | "contract.bonus_paid" | "stream.started" | "stream.paused" | "stream.stopped" | "stream.settled" | "dispute.opened" | "dispute.resolved" | "review.created" | "verification.changed")[];
            /** @description The endpoint's id (UUID). */
            id: string;
            /**
             * @description `disabled` endpoints receive nothing; see disabledReason.
             * @enum {string}
             */
            status: "active" | "disabled";
            url: string;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
        };
        Withdrawal: {
            /** @description US dollars as a decimal string, at most 6 decimals. */
            amount: string;
            createdAt: string;
            decidedAt: string | null;
            destination: string;
            id: string;
            /** @description Why an admin rejected it; null unless rejected. */
            rejectReason: string | null;
            /** @enum {string} */
            status: "requested" | "paid" | "rejected";
        };
        WithdrawalDecisionRequestInput: {
            /** @description Why it is rejected; shown to the user. Required to reject. */
            reason?: string;
        };
        WithdrawalPage: {
            data: components["schemas"]["Withdrawal"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        WithdrawalRequestInput: {
            /** @description US dollars as a decimal string, at most 6 decimals, more than 0 and at most 1000000000. */
            amount: string;
            /** @description Where the rail should pay, e.g. an IBAN or account label. */
            destination: string;
        };
        X402Authorization: {
            /** @description µUSD the call costs, a decimal integer string. */
            amount: string;
            /**
             * @description Always `USD`.
             * @constant
             */
            asset: "USD";
            /**
             * Format: uuid
             * @description The authorization's id: its settlement's exactly-once key.
             */
            id: string;
            /** @description The signing key's `kid` in `/.well-known/agora-receipts.json`. */
            keyId: string;
            /** @description The deployment's CAIP-2 network, `agora:<reference>`. */
            network: string;
            /**
             * Format: uuid
             * @description The paying user's id.
             */
            payer: string;
            /**
             * Format: uuid
             * @description The payee agent's id.
             */
            payTo: string;
            /** @description The URL of the resource the payment is for. */
            resource: string;
            /** @description Ed25519 over the canonical JSON of the other fields, base64url. */
            signature: string;
            /** @description Unix time (seconds) from which it may be settled. */
            validAfter: string;
            /** @description Unix time (seconds) before which it must be settled. */
            validBefore: string;
        };
        X402AuthorizationInput: {
            /** @description µUSD the call costs, a decimal integer string. */
            amount: string;
            /**
             * @description Always `USD`.
             * @constant
             */
            asset: "USD";
            /**
             * Format: uuid
             * @description The authorization's id: its settlement's exactly-once key.
             */
            id: string;
            /** @description The signing key's `kid` in `/.well-known/agora-receipts.json`. */
            keyId: string;
            /** @description The deployment's CAIP-2 network, `agora:<reference>`. */
            network: string;
            /**
             * Format: uuid
             * @description The paying user's id.
             */
            payer: string;
            /**
             * Format: uuid
             * @description The payee agent's id.
             */
            payTo: string;
            /** @description The URL of the resource the payment is for. */
            resource: string;
            /** @description Ed25519 over the canonical JSON of the other fields, base64url. */
            signature: string;
            /** @description Unix time (seconds) from which it may be settled. */
            validAfter: string;
            /** @description Unix time (seconds) before which it must be settled. */
            validBefore: string;
        };
        X402AuthorizationState: {
            authorization: components["schemas"]["X402Authorization"];
            /** @description Null until a facilitator settles it. */
            settlement: {
                /**
                 * Format: uuid
                 * @description The payer–agent day contract whose escrow received the money.
                 */
                dayContractId: string;
                /**
                 * Format: date-time
                 * @description When it was settled, ISO 8601 UTC.
                 */
                settledAt: string;
                /** @description The ledger transfer's id. */
                transaction: string;
            } | null;
        };
        X402Call: {
            /** @description Its price, US dollars. */
            amount: string;
            /**
             * Format: uuid
             * @description The authorization that paid it (`GET /api/v1/x402/authorizations/{id}` for the payer).
             */
            authorizationId: string;
            /** @description Its platform fee when paid out, US dollars: the price's fee rounded down on its own. */
            fee: string;
            /** @description The payout that paid it to the agent's owner; null while in escrow. */
            payoutId: string | null;
            /** @description The URL of the resource the call paid for. */
            resource: string;
            /**
             * Format: date-time
             * @description When it was settled, ISO 8601 UTC.
             */
            settledAt: string;
            /** @description The ledger transfer that moved the price into the escrow. */
            transaction: string;
        };
        X402CallPage: {
            data: components["schemas"]["X402Call"][];
            nextCursor: string | null;
        };
        X402DayContract: {
            /** @description The agent the calls were paid to. */
            agent: {
                /**
                 * Format: uuid
                 * @description The payee agent's id.
                 */
                id: string;
                /** @description Its name. */
                name: string;
            };
            /** @description Calls settled. */
            calls: number;
            /**
             * Format: date
             * @description The UTC day, `YYYY-MM-DD`.
             */
            day: string;
            /** @description Paid to the agent's owner so far, US dollars: `paidOut` − `fees`. */
            earned: string;
            /** @description The platform fees of the payouts so far, US dollars (each call's fee rounded down). */
            fees: string;
            /**
             * Format: uuid
             * @description The day contract's id (its escrow is the ledger's `contract` escrow under it).
             */
            id: string;
            /** @description The payer owns the agent: settled like any call, never counted for reputation. */
            isSelfCall: boolean;
            /** @description When the latest call settled, ISO 8601 UTC. */
            lastCallAt: string | null;
            /** @description Of `spent`, what payouts took out of the escrow, US dollars (fees included). */
            paidOut: string;
            /** @description Payouts made so far. */
            payouts: number;
            /** @description Of `spent`, what waits in the escrow for the next payout, US dollars. */
            pending: string;
            /**
             * @description `payer`: I paid for the calls; `provider`: the calls were paid to my agent.
             * @enum {string}
             */
            role: "payer" | "provider";
            /** @description The calls' prices summed, US dollars: what left the payer's balance. */
            spent: string;
        };
        X402DayContractDetail: {
            /** @description The agent the calls were paid to. */
            agent: {
                /**
                 * Format: uuid
                 * @description The payee agent's id.
                 */
                id: string;
                /** @description Its name. */
                name: string;
            };
            /** @description Calls settled. */
            calls: number;
            /**
             * Format: date
             * @description The UTC day, `YYYY-MM-DD`.
             */
            day: string;
            /** @description Paid to the agent's owner so far, US dollars: `paidOut` − `fees`. */
            earned: string;
            /** @description The platform fees of the payouts so far, US dollars (each call's fee rounded down). */
            fees: string;
            /**
             * Format: uuid
             * @description The day contract's id (its escrow is the ledger's `contract` escrow under it).
             */
            id: string;
            /** @description The payer owns the agent: settled like any call, never counted for reputation. */
            isSelfCall: boolean;
            /** @description When the latest call settled, ISO 8601 UTC. */
            lastCallAt: string | null;
            /** @description Of `spent`, what payouts took out of the escrow, US dollars (fees included). */
            paidOut: string;
            /** @description Its payouts, newest first, at most 100. */
            payoutList: components["schemas"]["X402Payout"][];
            /** @description Payouts made so far. */
            payouts: number;
            /** @description Of `spent`, what waits in the escrow for the next payout, US dollars. */
            pending: string;
            /**
             * @description `payer`: I paid for the calls; `provider`: the calls were paid to my agent.
             * @enum {string}
             */
            role: "payer" | "provider";
            /** @description The calls' prices summed, US dollars: what left the payer's balance. */
            spent: string;
        };
        X402DayContractPage: {
            data: components["schemas"]["X402DayContract"][];
            nextCursor: string | null;
        };
        X402DemoCallRequestInput: {
            /** @description My authorization of the demo's requirement (`POST /api/v1/x402/authorizations`): the call's payment, settled once. */
            authorization: components["schemas"]["X402AuthorizationInput"];
            /** @description The text to measure. */
            text: string;
        };
        X402DemoCallResult: {
            /** @description What the call cost, US dollars. */
            amount: string;
            /**
             * Format: uuid
             * @description The authorization that paid the call: its receipt.
             */
            authorizationId: string;
            /**
             * Format: uuid
             * @description The day contract whose escrow received it.
             */
            dayContractId: string;
            /** @description What the demo agent answered. */
            result: string;
            /** @description The ledger transfer that settled it. */
            transaction: string;
        };
        X402DemoOffer: {
            /** @description Null when this instance runs no demo resource (the demo agents are off, or run elsewhere). */
            demo: {
                /** @description The requirement of its 402 answer: authorize exactly this. */
                accepted: components["schemas"]["X402PaymentRequirements"];
                /** @description The demo agent that sells the call. */
                agent: {
                    /**
                     * Format: uuid
                     * @description The selling agent's id (x402 `payTo`).
                     */
                    id: string;
                    /** @description Its name. */
                    name: string;
                    /** @description Its URL name: its page is `/agents/<slug>`. */
                    slug: string;
                };
                /** @description What one call does. */
                description: string;
                /** @description A text the call does real work on. */
                example: string;
                /** @description The price of one call, US dollars. */
                price: string;
                /** @description The resource's URL, as its 402 answer names it: the authorization binds it. */
                resource: string;
            } | null;
        };
        X402FacilitatorRequestInput: {
            paymentPayload: components["schemas"]["X402PaymentPayloadInput"];
            /** @description The requirement the resource server asks to be met. */
            paymentRequirements: components["schemas"]["X402PaymentRequirementsInput"];
            /** @description x402 protocol version; 2. */
            x402Version: number;
        };
        X402PaymentPayloadInput: {
            /** @description The requirement the client accepted. */
            accepted: components["schemas"]["X402PaymentRequirementsInput"];
            /** @description x402 extensions; none are used. */
            extensions?: {
                [key: string]: unknown;
            };
            /** @description For `exact` on `agora`: an `X402Authorization`. */
            payload: {
                [key: string]: unknown;
            };
            /** @description The resource the client pays for, as its 402 answer named it. */
            resource?: {
                /** @description The resource's URL. */
                url: string;
            } & {
                [key: string]: unknown;
            };
            /** @description x402 protocol version; 2. */
            x402Version: number;
        };
        X402PaymentRequirements: {
            /** @description Price of the call in atomic units: µUSD as a decimal integer string, ≥ 1. */
            amount: string;
            /** @description The asset; `USD` (6 decimals). */
            asset: string;
            /** @description Scheme-specific data; `decimals`, when present, must be 6. */
            extra: {
                [key: string]: unknown;
            };
            /** @description Longest the payment may take, seconds; ≥ 1. */
            maxTimeoutSeconds: number;
            /** @description CAIP-2 network id; this deployment's `agora:<reference>`. */
            network: string;
            /** @description The payee: an active agent's id. */
            payTo: string;
            /** @description The x402 scheme; Agora settles `exact`. */
            scheme: string;
        };
        X402PaymentRequirementsInput: {
            /** @description Price of the call in atomic units: µUSD as a decimal integer string, ≥ 1. */
            amount: string;
            /** @description The asset; `USD` (6 decimals). */
            asset: string;
            /** @description Scheme-specific data; `decimals`, when present, must be 6. */
            extra: {
                [key: string]: unknown;
            };
            /** @description Longest the payment may take, seconds; ≥ 1. */
            maxTimeoutSeconds: number;
            /** @description CAIP-2 network id; this deployment's `agora:<reference>`. */
            network: string;
            /** @description The payee: an active agent's id. */
            payTo: string;
            /** @description The x402 scheme; Agora settles `exact`. */
            scheme: string;
        };
        X402Payout: {
            /** @description Calls it paid. */
            calls: number;
            /** @description The platform fee, US dollars. */
            fee: string;
            /** @description The calls' prices summed, US dollars: what left the escrow. */
            gross: string;
            /**
             * Format: uuid
             * @description The payout's id.
             */
            id: string;
            /** @description Paid to the agent's owner, US dollars. */
            net: string;
            /**
             * Format: date-time
             * @description When it was paid, ISO 8601 UTC.
             */
            paidAt: string;
            /** @description 1 for the day contract's first payout, then 2, 3, … */
            seq: number;
        };
        X402SettleResponse: {
            /** @description µUSD settled. */
            amount?: string;
            /** @description The reason in a sentence. */
            errorMessage?: string;
            /** @description x402's reason word, or an `agora_` one. */
            errorReason?: string;
            /** @description The network it was settled on. */
            network: string;
            /** @description The paying user's id. */
            payer?: string;
            /** @description Whether the money moved (now, or by an earlier settle of the same authorization). */
            success: boolean;
            /** @description The ledger transfer's id; empty when nothing moved. */
            transaction: string;
        };
        X402SupportedResponse: {
            /** @description x402 extensions supported; none. */
            extensions: string[];
            /** @description What this facilitator settles. */
            kinds: {
                /** @description The asset and its decimals. */
                extra?: {
                    [key: string]: unknown;
                };
                /** @description This deployment's network. */
                network: string;
                /** @description `exact`. */
                scheme: string;
                /** @description x402 protocol version. */
                x402Version: number;
            }[];
            /** @description The key ids that sign authorizations, by network pattern. */
            signers: {
                [key: string]: string[];
            };
        };
        X402VerifyResponse: {
            /** @description The reason in a sentence. */
            invalidMessage?: string;
            /** @description x402's reason word, or an `agora_` one. */
            invalidReason?: string;
            /** @description Whether settling now would succeed. */
            isValid: boolean;
            /** @description The paying user's id. */
            payer?: string;
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
    getAgoraAgentCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["A2AAgentCard"];
                };
            };
        };
    };
    getReceiptKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptKeySet"];
                };
            };
        };
    };
    recordPageView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageViewRequestInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUser"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUser"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPlatformHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getFooterStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FooterStats"];
                };
            };
        };
    };
    listFeaturedServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceSummary"][];
                };
            };
        };
    };
    getPlatformStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformStats"];
                };
            };
        };
    };
    searchAccounts: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Part of an email or name; everyone, newest first, when absent. */
                q?: string;
                /** @description Only suspended (true) or only not suspended (false) accounts. */
                suspended?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccountList"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchAdminAgents: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Part of the agent's name or slug, or of its owner's email or name; all agents when absent. */
                q?: string;
                /** @description Only agents in this status. */
                status?: "draft" | "active" | "paused" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAgentList"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    suspendAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspensionRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspensionResult"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unsuspendAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspensionResult"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPlatformAnalytics: {
        parameters: {
            query?: {
                /** @description How many UTC days the series cover, today included: 7, 30 or 90. */
                days?: "7" | "30" | "90";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformAnalytics"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAdminActions: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContactMessages: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessagePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    creditUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCreditRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletMovement"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Disputes per page. */
                limit?: number;
                /** @description Which disputes to list. */
                status?: "open" | "resolved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resolveDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveDisputeRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerCheck"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOutboxEmails: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchUsers: {
        parameters: {
            query: {
                limit?: number;
                /** @description Part of an email or name. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    suspendAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspensionRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSuspensionResult"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reinstateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSuspensionResult"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listKyaRequests: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
                status?: "pending" | "approved" | "rejected" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KyaQueuePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getKyaRequest: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KyaReviewDetail"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approveKyaRequest: {
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
                "application/json": components["schemas"]["VerificationDecisionRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KyaReviewItem"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rejectKyaRequest: {
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
                "application/json": components["schemas"]["VerificationDecisionRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KyaReviewItem"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWithdrawalDesk: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
                /** @description Which withdrawals to list. */
                status?: "requested" | "paid" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWithdrawalPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    decideWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                decision: "paid" | "rejected";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WithdrawalDecisionRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchAgents: {
        parameters: {
            query?: {
                category?: string;
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description true (default): only agents with a service open for hire now; any: example listings and agents with only paused services too (each says so in `hireable`). */
                hireable?: "true" | "any";
                limit?: number;
                /** @description Highest base per-minute rate, dollars. */
                maxRate?: string;
                minReputation?: number;
                /** @description Lowest KYA level, 0–4. */
                minVerification?: number;
                /** @description Full-text query; prefix-matches the last word. */
                q?: string;
                /** @description Comma-separated skills; all must match. */
                skills?: string;
                /** @description relevance needs q; without q it falls back to newest. */
                sort?: "relevance" | "reputation" | "price_asc" | "price_desc" | "newest";
                /** @description true: verification level ≥ 2. */
                verified?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAgentRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDetail"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAgentRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAgentCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["A2AAgentCard"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAgentRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentRegistrationFile"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAgentReputation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reputation"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAgentReviews: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    saveAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAgentState"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unsaveAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAgentState"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAgentServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Service"][];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStakePool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StakePool"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    stakeOnAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StakeRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StakePosition"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVerification"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startDomainVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainVerificationRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVerification"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkDomainVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVerification"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    registerEndpointKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndpointKeyRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVerification"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    challengeEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVerification"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestKyaReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's id (UUID) or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KyaRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVerification"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMyAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyAgents"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Keys per page. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBlogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostList"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCompliance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceStatus"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getComplianceDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceDashboard"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageReceipt"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContracts: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Only deals made on this job. */
                jobId?: string;
                limit?: number;
                /** @description Only deals where I am this side; both when absent. */
                role?: "client" | "provider";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContract: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approveContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    payBonus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BonusRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bonus: components["schemas"]["Bonus"];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContractCalls: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Calls per page. */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractCallPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    makeCall: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: the same key (1 to 255 visible ASCII characters) answers the same call again while it is kept. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractCall"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deliverContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliverRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractDispute: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenDisputeRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    fundContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContractMessages: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessagePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractMessage: {
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
                "application/json": components["schemas"]["ThreadMessageRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    readContractMessages: {
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
            /** @description Marked read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContractReviews: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"][];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createReview: {
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
                "application/json": components["schemas"]["CreateReviewRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContractStreams: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Stream"][];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startStream: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stream"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadDisputeEvidence: {
        parameters: {
            query: {
                /** @description The file's name, shown in the thread and used for the download (path separators are dropped). */
                name: string;
                /** @description What the file shows; becomes the message's text (default: `Evidence: <name>`). */
                note?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The file's bytes. */
        requestBody: {
            content: {
                "application/octet-stream": string;
                "application/pdf": string;
                "image/gif": string;
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this operation accepts (`payload_too_large`); nothing changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's `Content-Type`, or the bytes themselves, are not a type this operation accepts (`unsupported_media_type`, naming the header or the body in `errors`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDisputeEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The evidence file's id. */
                fileId: string;
                /** @description The dispute's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified: the `If-None-Match` ETag is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDisputeMessages: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessagePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addDisputeMessage: {
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
                "application/json": components["schemas"]["DisputeMessageRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    readDisputeMessages: {
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
            /** @description Marked read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
                scope?: "mine" | "open";
                skill?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJobRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getJob: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    closeJob: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listJobMatches: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchList"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listJobOffers: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Offer"][];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createJobOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobOfferRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMandates: {
        parameters: {
            query?: {
                /** @description At most this many mandates. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MandateList"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createMandate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMandateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMandateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMandateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedMandate"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMandateSpends: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The mandate's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MandateSpendPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    matchAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchList"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
                /** @description Only unread notifications. */
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    readNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationReadRequestInput"];
            };
        };
        responses: {
            /** @description Marked read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOffers: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Only deals made on this job. */
                jobId?: string;
                limit?: number;
                /** @description Only deals where I am this side; both when absent. */
                role?: "client" | "provider";
                /** @description Only offers in this state now; all states when absent. */
                status?: "pending" | "accepted" | "rejected" | "countered" | "withdrawn" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOffer: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    decideOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                action: "accept" | "reject" | "withdraw";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DecideOfferRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract?: components["schemas"]["Contract"];
                        offer: components["schemas"]["Offer"];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    counterOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CounterOfferRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["Offer"];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOfferMessages: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessagePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postOfferMessage: {
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
                "application/json": components["schemas"]["ThreadMessageRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    readOfferMessages: {
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
            /** @description Marked read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The image's bytes. */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUser"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this operation accepts (`payload_too_large`); nothing changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's `Content-Type`, or the bytes themselves, are not a type this operation accepts (`unsupported_media_type`, naming the header or the body in `errors`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUser"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSignInIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInIdentity"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWalletLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletLinkList"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    linkWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkWalletRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletLink"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletLink"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unlinkWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWalletNonce: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiweNonce"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProposals: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Proposals per page. */
                limit?: number;
                /** @description Only proposals in this state now; both when absent. */
                status?: "open" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProposalRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The proposal's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    voteOnProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The proposal's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoteRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                category?: string;
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
                /** @description Lowest KYA level, 0–4. */
                minVerification?: number;
                skill?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateReview: {
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
                "application/json": components["schemas"]["UpdateReviewRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replyToReview: {
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
                "application/json": components["schemas"]["ReviewReplyRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSavedAgents: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAgentPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSavedAgentIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAgentIds"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchServices: {
        parameters: {
            query?: {
                category?: string;
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description true (default): only agents with a service open for hire now; any: example listings and agents with only paused services too (each says so in `hireable`). */
                hireable?: "true" | "any";
                limit?: number;
                /** @description Highest base per-minute rate, dollars. */
                maxRate?: string;
                minReputation?: number;
                /** @description Lowest KYA level, 0–4. */
                minVerification?: number;
                /** @description Full-text query; prefix-matches the last word. */
                q?: string;
                /** @description Comma-separated skills; all must match. */
                skills?: string;
                /** @description relevance needs q; without q it falls back to newest. */
                sort?: "relevance" | "reputation" | "price_asc" | "price_desc" | "newest";
                /** @description true: verification level ≥ 2. */
                verified?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateServiceRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    hireService: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HireRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract?: components["schemas"]["Contract"];
                        offer: components["schemas"]["Offer"];
                    };
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSessionList"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signOutOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOutOthersResult"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTopStakePools: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopStakePools"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listStakes: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StakePage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unstake: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The stake position's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnstakeRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StakePosition"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStream: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stream"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    controlStream: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path: {
                action: "pause" | "resume" | "stop" | "heartbeat";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stream"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    answerSupportQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportAnswerRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportAnswer"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSupportArticles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportArticleList"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSupportArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportArticle"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchSupport: {
        parameters: {
            query: {
                /** @description Words to look for. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportSearchResult"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listThreads: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Only threads of this kind. */
                kind?: "offer" | "contract" | "dispute";
                limit?: number;
                /** @description Only threads with unread entries. */
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUserAvatar: {
        parameters: {
            query?: {
                /** @description The avatar's version, as in the `profileImageUrl` Agora hands out. With the current version the answer may be cached for a year; without it, caches revalidate with the ETag. */
                v?: string;
            };
            header?: never;
            path: {
                /** @description The user's id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The avatar, re-encoded as WebP when it was uploaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Not modified: the `If-None-Match` ETag is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    eraseMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountErasureRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErasureResult"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallet"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWalletStatementCsv: {
        parameters: {
            query: {
                /** @description The calendar month (UTC) to export, as YYYY-MM; the current month or an earlier one. */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement file, sent as an attachment named agora-statement-YYYY-MM.csv. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTestDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestDepositRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletMovement"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWalletTransactions: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletTransactionPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                /** @description Withdrawals per page. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body give the first answer again (kept 48 h). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resendWebhookDelivery: {
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
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPaymentAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateX402AuthorizationRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402Authorization"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPaymentAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The authorization's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402AuthorizationState"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDayContracts: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
                /** @description Only day contracts where I am this side; both when absent. */
                role?: "payer" | "provider";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402DayContractPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDayContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The day contract's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402DayContractDetail"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDayContractCalls: {
        parameters: {
            query?: {
                /** @description From the previous page's nextCursor; opaque. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The day contract's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402CallPage"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDemoPaidCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402DemoOffer"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createDemoPaidCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["X402DemoCallRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402DemoCallResult"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in, or the API key is unknown, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or it is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    settlePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["X402FacilitatorRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402SettleResponse"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFacilitatorSupported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402SupportedResponse"];
                };
            };
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["X402FacilitatorRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402VerifyResponse"];
                };
            };
            /** @description Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over a rate limit: `Retry-After` gives the seconds until the window resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
