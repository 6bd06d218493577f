import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { userResponse } from '@marquee/contracts/users';
import {
  onboardingResponse,
  onboardingStepBody,
  onboardingSubmitResponse,
  supplierContactsBody,
  supplierRegistrationBody,
  supplierRegistrationResponse,
  userServicesBody,
} from '@marquee/contracts/supplier-onboarding';
import {
  documentDetailsBody,
  documentResponse,
  ownProfileResponse,
} from '@marquee/contracts/supplier-profile';
import { adminSupplierParams } from '@marquee/contracts/admin-suppliers';
import { routeOptions } from '../../lib/routes';
import { requireAuth } from '../../lib/auth-context';
import { refuseOversizeBody, registerMultipart, withMultipartForm } from '../files/multipart';
import {
  getOnboarding,
  registerSupplier,
  saveContacts,
  saveServices,
  setStep,
  submitForReview,
} from './onboarding.service';
import {
  getOwnProfile,
  profileForm,
  profileFormOf,
  saveProfile,
  updateDocumentDetails,
} from './profile.service';

const tags = ['supplier onboarding'];
const route = routeOptions(tags);
const supplier = ['supplier'] as const;

/** Supplier sign-up, the wizard's progress, contacts, services & location and the profile (spec 7.1, 7.4). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes read multipart bodies, under each form's limits (modules/files/multipart.ts).
  await registerMultipart(app);

  app.post(
    '/auth/registration',
    route.public(
      {
        summary: 'Supplier sign-up (account and contacts, optionally services & location); answers a session',
        body: supplierRegistrationBody,
        response: { 201: supplierRegistrationResponse, 422: errorResponse, 429: errorResponse },
      },
      { rateLimit: app.authRateLimit },
    ),
    async (request, reply) => reply.status(201).send(await registerSupplier(app, request.body)),
  );

  app.get(
    '/supplier/onboarding',
    // The one route a submitted supplier under review may still read (docs/decisions/0045).
    route.signedIn(
      supplier,
      {
        summary: 'Where the registration wizard resumes, with what was entered',
        response: { 200: onboardingResponse },
      },
      { whileHeld: ['under_review'] },
    ),
    async (request) => getOnboarding(app, requireAuth(request)),
  );

  app.post(
    '/supplier/onboarding/step',
    route.signedIn(supplier, {
      summary: 'Preview (step preview) or Edit (step profile) in the wizard',
      body: onboardingStepBody,
      response: { 200: onboardingSubmitResponse, 409: errorResponse, 422: errorResponse },
    }),
    async (request) => setStep(app, requireAuth(request), request.body.step),
  );

  app.post(
    '/supplier/onboarding/submit',
    route.signedIn(supplier, {
      summary: 'Save & Finish: submit the profile for review',
      response: { 200: onboardingSubmitResponse, 409: errorResponse, 422: errorResponse },
    }),
    async (request) => submitForReview(app, requireAuth(request)),
  );

  app.post(
    '/supplier/contacts',
    route.signedIn(supplier, {
      summary: 'Contact details of the supplier (spec 7.4)',
      body: supplierContactsBody,
      response: { 200: userResponse, 422: errorResponse },
    }),
    async (request) => saveContacts(app, requireAuth(request), request.body),
  );

  for (const [method, url] of [
    ['POST', '/supplier/user-services'],
    ['PUT', '/supplier/user-services/update'],
  ] as const) {
    app.route({
      method,
      url,
      ...route.signedIn(supplier, {
        summary: 'The services offered and the service area (spec 7.4)',
        body: userServicesBody,
        response: { 200: ownProfileResponse, 422: errorResponse },
      }),
      handler: async (request) => saveServices(app, requireAuth(request), request.body),
    });
  }

  app.get(
    '/profile',
    route.signedIn(supplier, {
      summary: "The supplier's own profile",
      response: { 200: ownProfileResponse },
    }),
    async (request) => getOwnProfile(app, requireAuth(request)),
  );

  app.post(
    '/profile',
    {
      ...route.signedIn(supplier, {
        summary:
          'Save the profile (multipart: photo, cover, summary, response_template, sustainability_policy, past_events, showcase_images[], showcase_images_deleted[], documents[], documents_deleted[])',
        consumes: ['multipart/form-data'],
        response: { 200: ownProfileResponse, 400: errorResponse, 413: errorResponse, 422: errorResponse },
      }),
      // A body larger than 22 files of 10 MB and the texts is refused before it is read.
      onRequest: refuseOversizeBody(profileForm),
    },
    async (request) => {
      const auth = requireAuth(request);
      // The body is read here, under the form's limits; its temporary files last until the save is done.
      return withMultipartForm(request, profileForm, (read) => saveProfile(app, auth, profileFormOf(read)));
    },
  );

  app.put(
    '/profile/documents/:id',
    route.owned(supplier, 'supplier_documents', 'update', {
      summary: "A document's type and expiry date (clears its verification when they change)",
      params: adminSupplierParams,
      body: documentDetailsBody,
      response: { 200: documentResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => updateDocumentDetails(app, requireAuth(request), request.params.id, request.body),
  );
};
