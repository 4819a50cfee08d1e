// The pickup API the SPA calls (all under /api; `{id}` is the numeric pickup game id). Success bodies are
// `{ status: 'success', data }`; paged lists add `hasNext`, `page`, `limit`.
//
// GET    /pickup-common/pickup/{id}                       PickupEventDto (anyone; 403 OFF LIMITS if blocked)
// GET    /pickup-common/pickup/{id}/roster?page&limit     PickupRosterPage (signed in, not blocked; 50)
// GET    /pickup-common/pickup/{id}/waitlist?page&limit   PickupWaitlistPage (signed in, not blocked; 50)
// GET    /pickup-common/group/{groupId}/events?filter&page&limit   PickupEventsPage (20)
// GET    /member/pickup-events?page&limit                 PickupEventsPage (20; upcoming games the member is in)
// POST   /pickup                                          CreatePickupEvent → PickupEventWithMessage (admin)
// PATCH  /pickup/{id}                                     UpdatePickupEvent → PickupEventWithMessage (admin)
// POST   /pickup/{id}/cancel                              → PickupEventWithMessage (admin; refunds paid spots)
// POST   /pickup/{id}/register                            → PickupCheckoutResult (free/no set price: registered;
//                                                           409 full, 409 paid games go through checkout)
// POST   /pickup/pickup-payment-checkout {pickupEventId}  → PickupCheckoutResult (checkoutUrl for paid games)
// GET    /pickup/registration-details/{sessionId}         RegistrationDetailsDto (the payer only)
// POST   /pickup/{id}/leave                               → PickupRegistrationResult
// POST   /pickup/{id}/member/{memberId}/remove            → PickupRegistrationResult (admin)
// POST   /pickup/{id}/waitlist/register                   → PickupRegistrationResult (409 when spots are open)
// POST   /pickup/{id}/waitlist/leave                      → PickupRegistrationResult
// POST   /pickup/{id}/waitlist/member/{memberId}/remove   → PickupRegistrationResult (admin)
// POST   /pickup/{id}/hold/claim                          → PickupCheckoutResult (pay for the held spot)
// POST   /pickup/{id}/hold/release                        → PickupRegistrationResult (give it up)
// GET    /pickup/{id}/comments                            CommentsDto (src/contracts/comments.ts)
// POST   /pickup/{id}/comments {content}                  → CommentResult
// DELETE /pickup/{id}/comments/{commentId}                → CommentDeletedResult
// POST   /payments/stripe/webhook                         Stripe only
// GET    /test-checkout/{sessionId}  (root, not /api)     the TEST MODE checkout page (HTML, no Stripe key);
//                                                          checkoutUrl points there when no Stripe key is set

export const PICKUP_API = {
  event: (id: number) => `/api/pickup-common/pickup/${id}`,
  roster: (id: number) => `/api/pickup-common/pickup/${id}/roster`,
  waitlist: (id: number) => `/api/pickup-common/pickup/${id}/waitlist`,
  groupEvents: (pickupGroupId: string) => `/api/pickup-common/group/${pickupGroupId}/events`,
  memberEvents: '/api/member/pickup-events',
  create: '/api/pickup',
  update: (id: number) => `/api/pickup/${id}`,
  cancel: (id: number) => `/api/pickup/${id}/cancel`,
  register: (id: number) => `/api/pickup/${id}/register`,
  checkout: '/api/pickup/pickup-payment-checkout',
  registrationDetails: (sessionId: string) =>
    `/api/pickup/registration-details/${encodeURIComponent(sessionId)}`,
  leave: (id: number) => `/api/pickup/${id}/leave`,
  removeMember: (id: number, memberId: string) => `/api/pickup/${id}/member/${memberId}/remove`,
  waitlistRegister: (id: number) => `/api/pickup/${id}/waitlist/register`,
  waitlistLeave: (id: number) => `/api/pickup/${id}/waitlist/leave`,
  waitlistRemoveMember: (id: number, memberId: string) =>
    `/api/pickup/${id}/waitlist/member/${memberId}/remove`,
  holdClaim: (id: number) => `/api/pickup/${id}/hold/claim`,
  holdRelease: (id: number) => `/api/pickup/${id}/hold/release`,
  comments: (id: number) => `/api/pickup/${id}/comments`,
  comment: (id: number, commentId: string) => `/api/pickup/${id}/comments/${commentId}`,
} as const;
