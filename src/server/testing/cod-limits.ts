// The limits on unconfirmed Pay on Delivery orders most tests run with (issue 18 point 7): tests
// place many orders from one phone and one address; the limits themselves have tests of their own.
export const relaxedCodLimits = { openOrdersPerPhone: 1000, openOrdersPerEmail: 1000, openOrdersPerAddress: 1000 };
