# The landing page (miniapp/src/features/landing). Keys are added by the landing page's translation.
