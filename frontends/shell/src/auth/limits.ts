// Zod-free constants shared with identity (spec 1 §9); imported from the domain file, not the package
// root, so the dialogs' chunk never pulls in the schemas.
export { identityLimits } from '@mb/contracts/domain/users';
