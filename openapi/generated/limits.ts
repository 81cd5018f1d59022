// generated, do not edit: `npm run generate:api` writes this file from openapi/openapi.yaml.
// CI fails when it is stale (`npm run check:api-types`).

/**
 * The contract's limits, one constant per schema (components.schemas) that has any: minLength,
 * maxLength, minimum, maximum, minItems, maxItems and enum, and those of its properties and items
 * written inline; a property that refers to another schema has its limits under that one. Import
 * it by name or as a namespace (`import * as limits from`): a bundle keeps only the constants used.
 */

export const AuditEvent = {
  Type: {
    enum: ["PageView", "HomeSearch", "VehicleView", "PhoneReveal", "OverlayOpen"],
  },
  Parameters: {
    maxItems: 20,
    items: {
      maxLength: 500,
    },
  },
} as const;

export const HealthStatus = {
  Status: {
    enum: ["live", "ready"],
  },
} as const;

export const ClientErrorReport = {
  Source: {
    enum: ["api", "render", "window"],
  },
  Name: {
    minLength: 1,
    maxLength: 100,
  },
  Message: {
    minLength: 1,
    maxLength: 500,
  },
  Page: {
    maxLength: 500,
  },
  Action: {
    maxLength: 100,
  },
  Status: {
    minimum: 100,
    maximum: 599,
  },
  RequestPath: {
    maxLength: 500,
  },
  Preview: {
    maxLength: 300,
  },
  Chunk: {
    maxLength: 200,
  },
  UserAgent: {
    maxLength: 400,
  },
} as const;

export const Error = {
  Code: {
    minimum: 1,
    maximum: 999,
  },
  FriendlyMessage: {
    maxLength: 500,
  },
  Fields: {
    minItems: 1,
    maxItems: 50,
  },
} as const;

export const FieldError = {
  Field: {
    minLength: 1,
    maxLength: 64,
  },
  Message: {
    minLength: 1,
    maxLength: 500,
  },
} as const;

export const UkPostcode = {
  minLength: 5,
  maxLength: 8,
} as const;

export const PostcodeInput = {
  maxLength: 10,
} as const;

export const UkLandline = {
  maxLength: 17,
} as const;

export const UkPhone = {
  maxLength: 17,
} as const;

export const UkMobile = {
  maxLength: 16,
} as const;

export const EmailAddress = {
  maxLength: 254,
} as const;

export const Password = {
  minLength: 9,
  maxLength: 32,
} as const;

export const PersonName = {
  minLength: 1,
  maxLength: 50,
} as const;

export const FullName = {
  minLength: 1,
  maxLength: 100,
} as const;

export const FreeText = {
  maxLength: 2000,
} as const;

export const BusinessName = {
  minLength: 1,
  maxLength: 100,
} as const;

export const UkRegistration = {
  minLength: 2,
  maxLength: 8,
} as const;

export const Deposit = {
  minimum: 0,
  maximum: 499000,
} as const;

export const Mileage = {
  minimum: 1,
  maximum: 999999,
} as const;

export const Slug = {
  minLength: 1,
  maxLength: 60,
} as const;

export const DisplayText = {
  maxLength: 200,
} as const;

export const ImagePath = {
  maxLength: 300,
} as const;

export const Money = {
  minimum: 0,
  maximum: 10000000,
} as const;

export const VehicleIdValue = {
  minimum: 1,
  maximum: 2147483647,
} as const;

export const DealerIdValue = {
  minimum: 1,
  maximum: 2147483647,
} as const;

export const VehicleType = {
  enum: ["car", "van"],
} as const;

export const DealerVehicleType = {
  enum: ["car", "van", "all"],
} as const;

export const ShortlistChange = {
  VehicleIds: {
    maxItems: 25,
  },
  Count: {
    minimum: 0,
    maximum: 25,
  },
} as const;

export const Shortlist = {
  VehicleIds: {
    maxItems: 25,
  },
  Vehicles: {
    maxItems: 25,
  },
} as const;

export const ShortlistMerge = {
  vehicleIds: {
    minItems: 1,
    maxItems: 25,
  },
} as const;

export const ShortlistMerged = {
  VehicleIds: {
    maxItems: 25,
  },
  Vehicles: {
    maxItems: 25,
  },
  NotAdded: {
    maxItems: 25,
  },
} as const;

export const SessionState = {
  CsrfToken: {
    minLength: 16,
    maxLength: 128,
  },
} as const;

export const RecaptchaToken = {
  maxLength: 4000,
} as const;

export const Recaptcha = {
  PublicKey: {
    maxLength: 100,
  },
} as const;

export const FormReceipt = {
  Reference: {
    maxLength: 20,
  },
} as const;

export const SavedSearchName = {
  minLength: 1,
  maxLength: 60,
} as const;

export const SavedSearch = {
  Id: {
    maxLength: 36,
  },
  Created: {
    maxLength: 30,
  },
} as const;

export const SavedSearchList = {
  SavedSearches: {
    maxItems: 20,
  },
} as const;

export const SearchCriteria = {
  MakeModels: {
    maxItems: 100,
  },
  MinPrice: {
    minimum: -1,
    maximum: 1000000,
  },
  MaxPrice: {
    minimum: -1,
    maximum: 1000000,
  },
  MinPaymentMonthlyCost: {
    minimum: -1,
    maximum: 100000,
  },
  MaxPaymentMonthlyCost: {
    minimum: -1,
    maximum: 100000,
  },
  PaymentTerm: {
    minimum: -1,
    maximum: 120,
  },
  PaymentDeposit: {
    minimum: -1,
    maximum: 99999,
  },
  PaymentMileage: {
    minimum: -1,
    maximum: 999999,
  },
  PaymentFinanceType: {
    enum: ["HP", "PCP"],
  },
  ExcludedVehicles: {
    maxItems: 100,
  },
  Distance: {
    minimum: 1,
    maximum: 1000,
  },
  Age: {
    minimum: -1,
    maximum: 100,
  },
  MinAge: {
    minimum: -1,
    maximum: 100,
  },
  MaxAge: {
    minimum: -1,
    maximum: 100,
  },
  MinYear: {
    minimum: -1,
    maximum: 2100,
  },
  MaxYear: {
    minimum: -1,
    maximum: 2100,
  },
  MinMileage: {
    minimum: -1,
    maximum: 999999,
  },
  MaxMileage: {
    minimum: -1,
    maximum: 999999,
  },
  Mileage: {
    minimum: -1,
    maximum: 999999,
  },
  MinBrakedTowingWeight: {
    minimum: -1,
    maximum: 10000,
  },
  MinUnbrakedTowingWeight: {
    minimum: -1,
    maximum: 10000,
  },
  SelectedSoldStatusV2: {
    enum: ["notsold", "sold", "both"],
  },
  SelectedVATInclusionType: {
    enum: ["both", "incvat", "exvat"],
  },
  SelectedPriceIndicator: {
    enum: ["any", "great", "good", "fair"],
  },
  MaxPower: {
    minimum: -1,
    maximum: 2000,
  },
  MinPower: {
    minimum: -1,
    maximum: 2000,
  },
  MinEngineSize: {
    minimum: -1,
    maximum: 10000,
  },
  MaxEngineSize: {
    minimum: -1,
    maximum: 10000,
  },
  SortOrder: {
    enum: ["relevance", "price-asc", "price-desc", "mileage-asc", "year-desc", "distance-asc", "recently-added", "monthly-asc", "price-rating"],
  },
  DealerName: {
    maxLength: 100,
  },
  DealerGroupId: {
    minimum: 0,
    maximum: 2147483647,
  },
  DealerId: {
    minimum: 0,
    maximum: 2147483647,
  },
  PaginationCurrentPage: {
    minimum: 1,
    maximum: 1000,
  },
} as const;

export const MakeModel = {
  Id: {
    minimum: 0,
    maximum: 2147483647,
  },
  Value: {
    maxLength: 60,
  },
  Counter: {
    minimum: 0,
    maximum: 10000000,
  },
  Models: {
    maxItems: 300,
  },
  Trims: {
    maxItems: 300,
  },
} as const;

export const PriceOption = {
  Value: {
    minimum: -1,
    maximum: 1000000,
  },
} as const;

export const PriceOptionList = {
  maxItems: 50,
} as const;

export const FilterOption = {
  Value: {
    maxLength: 60,
  },
  Counter: {
    minimum: 0,
    maximum: 10000000,
  },
} as const;

export const FilterOptionList = {
  maxItems: 100,
} as const;

export const BandValue = {
  maxLength: 20,
} as const;

export const PaymentSearchSelection = {
  Selected: {
    enum: ["total", "monthly"],
  },
} as const;

export const SearchCount = {
  RecordCount: {
    minimum: 0,
    maximum: 10000000,
  },
} as const;

export const PageRequest = {
  CurrentPage: {
    minimum: 1,
    maximum: 1000,
  },
  PageSize: {
    minimum: 1,
    maximum: 20,
  },
} as const;

export const Pagination = {
  CurrentPage: {
    minimum: 1,
    maximum: 1000,
  },
  TotalRecords: {
    minimum: 0,
    maximum: 10000000,
  },
  PageSize: {
    minimum: 1,
    maximum: 20,
  },
} as const;

export const SearchResults = {
  Results: {
    maxItems: 60,
  },
} as const;

export const SpecialOffers = {
  Vehicles: {
    maxItems: 20,
  },
} as const;

export const CardMonthlyPayment = {
  Pay: {
    minimum: 0,
    maximum: 1000000,
  },
  Over: {
    minimum: 1,
    maximum: 120,
  },
  Deposit: {
    minimum: 0,
    maximum: 99999,
  },
  APR: {
    minimum: 0,
    maximum: 100,
  },
  FinanceType: {
    enum: ["HP", "PCP"],
  },
  AnnualMileage: {
    minimum: 1,
    maximum: 999999,
  },
} as const;

export const VehicleCard = {
  FuelType: {
    enum: ["Petrol", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric", "Bi-fuel"],
  },
  Transmission: {
    enum: ["Manual", "Automatic"],
  },
  Mileage: {
    minimum: 0,
    maximum: 999999,
  },
  RegistrationYear: {
    minimum: 1900,
    maximum: 2100,
  },
  GBPPrice: {
    minimum: 0,
    maximum: 10000000,
  },
  GBPPriceIncVAT: {
    minimum: 0,
    maximum: 12000000,
  },
  Position: {
    minimum: 1,
    maximum: 100000,
  },
  DetailsPageUrl: {
    maxLength: 200,
  },
  ImageCount: {
    minimum: 0,
    maximum: 100,
  },
  AdminFee: {
    minimum: 0,
    maximum: 10000,
  },
  VehicleType: {
    minimum: 1,
    maximum: 7,
    enum: [1, 7],
  },
  Price: {
    maxLength: 40,
  },
} as const;

export const VehicleCardList = {
  Vehicles: {
    maxItems: 25,
  },
} as const;

export const VehicleDetail = {
  Description: {
    maxLength: 5000,
  },
  Images: {
    maxItems: 100,
  },
  Features: {
    maxItems: 100,
  },
  DealerStock: {
    maxItems: 8,
  },
  DealerStockCount: {
    minimum: 0,
    maximum: 100000,
  },
  DistanceMiles: {
    minimum: 0,
    maximum: 1000,
  },
} as const;

export const PriceIndicator = {
  Label: {
    enum: ["Great price", "Good price", "Fair price", "High price"],
  },
  Comparables: {
    Count: {
      minimum: 6,
      maximum: 1000000,
    },
    YearFrom: {
      minimum: 1900,
      maximum: 2100,
    },
    YearTo: {
      minimum: 1900,
      maximum: 2100,
    },
    MileageFrom: {
      minimum: 0,
      maximum: 999999,
    },
    MileageTo: {
      minimum: 0,
      maximum: 999999,
    },
    MedianPrice: {
      minimum: 0,
      maximum: 10000000,
    },
    LowerQuartile: {
      minimum: 0,
      maximum: 10000000,
    },
    UpperQuartile: {
      minimum: 0,
      maximum: 10000000,
    },
  },
} as const;

export const PriceNotRated = {
  Reason: {
    enum: ["too-few", "sold", "write-off", "import", "price", "age"],
  },
  Compared: {
    minimum: 1,
    maximum: 5,
  },
} as const;

export const History = {
  MotTests: {
    maxItems: 60,
  },
  MotExpiryDate: {
    maxLength: 10,
  },
  MotFirstDueDate: {
    maxLength: 10,
  },
  PreviousOwners: {
    minimum: 0,
    maximum: 50,
  },
  ServiceHistory: {
    enum: ["Full", "Part", "None"],
  },
  V5CIssueDate: {
    maxLength: 10,
  },
} as const;

export const HistoryCheck = {
  CheckedAt: {
    maxLength: 30,
  },
} as const;

export const MotTest = {
  CompletedDate: {
    maxLength: 30,
  },
  TestResult: {
    enum: ["PASSED", "FAILED"],
  },
  ExpiryDate: {
    maxLength: 10,
  },
  OdometerValue: {
    minimum: 0,
    maximum: 2000000,
  },
  OdometerUnit: {
    enum: ["mi", "km"],
  },
  OdometerResultType: {
    enum: ["READ", "UNREADABLE", "NO_ODOMETER"],
  },
  Defects: {
    maxItems: 50,
  },
} as const;

export const MotDefect = {
  Type: {
    enum: ["ADVISORY", "MINOR", "MAJOR", "DANGEROUS", "FAIL", "PRS"],
  },
} as const;

export const Generation = {
  YearFrom: {
    minimum: 1900,
    maximum: 2100,
  },
  YearTo: {
    minimum: 1900,
    maximum: 2100,
  },
  Summary: {
    maxLength: 1000,
  },
} as const;

export const Specification = {
  EngineSizeLitres: {
    minimum: 0,
    maximum: 10,
  },
  PowerBhp: {
    minimum: 0,
    maximum: 2000,
  },
  Doors: {
    minimum: 0,
    maximum: 6,
  },
  Seats: {
    minimum: 1,
    maximum: 20,
  },
  Co2EmissionsGPerKm: {
    minimum: 0,
    maximum: 1000,
  },
  FuelEconomyMpg: {
    minimum: 0,
    maximum: 1000,
  },
  InsuranceGroup: {
    minimum: 1,
    maximum: 50,
  },
  AnnualTaxGBP: {
    minimum: 0,
    maximum: 10000,
  },
  AccelerationSeconds: {
    minimum: 0,
    maximum: 60,
  },
  TopSpeedMph: {
    minimum: 0,
    maximum: 300,
  },
  PreviousOwners: {
    minimum: 0,
    maximum: 50,
  },
  ServiceHistory: {
    enum: ["Full", "Part", "None"],
  },
  EuroStandard: {
    enum: ["Euro 1", "Euro 2", "Euro 3", "Euro 4", "Euro 5", "Euro 6b", "Euro 6c", "Euro 6d-TEMP", "Euro 6d"],
  },
} as const;

export const FuelCost = {
  AnnualMileage: {
    minimum: 0,
    maximum: 100000,
  },
  AnnualFuelCostGBP: {
    minimum: 0,
    maximum: 100000,
  },
  Energy: {
    enum: ["Petrol", "Diesel", "Electricity", "Petrol and electricity"],
  },
  PencePerLitre: {
    minimum: 0,
    maximum: 1000,
  },
  FuelEconomyMpg: {
    minimum: 0,
    maximum: 1000,
  },
  PencePerKWh: {
    minimum: 0,
    maximum: 1000,
  },
  KWhPerMile: {
    minimum: 0,
    maximum: 5,
  },
  ElectricShare: {
    minimum: 0,
    maximum: 1,
  },
  PricesFrom: {
    maxLength: 10,
  },
} as const;

export const RepresentativeExample = {
  FinanceType: {
    enum: ["HP", "PCP"],
  },
  RateType: {
    enum: ["fixed", "variable"],
  },
  AnnualMileage: {
    minimum: 1,
    maximum: 999999,
  },
  VehicleAge: {
    minimum: 0,
    maximum: 50,
  },
  VehicleMileage: {
    minimum: 0,
    maximum: 999999,
  },
  ExcessMileagePence: {
    minimum: 0,
    maximum: 100,
  },
  Borrow: {
    minimum: 1000,
    maximum: 10000000,
  },
  Over: {
    minimum: 12,
    maximum: 120,
  },
  Interest: {
    minimum: 0,
    maximum: 100,
  },
  APR: {
    minimum: 0,
    maximum: 100,
  },
  TermsUrl: {
    maxLength: 200,
  },
} as const;

export const Dealer = {
  GroupId: {
    minimum: 0,
    maximum: 2147483647,
  },
  Customer: {
    maxLength: 20,
  },
  PartnerListForThankYou: {
    maxItems: 10,
  },
  Website: {
    maxLength: 200,
  },
  VehicleTypes: {
    maxItems: 2,
  },
  StockCount: {
    minimum: 0,
    maximum: 100000,
  },
  Location: {
    Latitude: {
      minimum: 49,
      maximum: 61,
    },
    Longitude: {
      minimum: -9,
      maximum: 2,
    },
  },
  OpeningHours: {
    maxItems: 7,
  },
} as const;

export const OpeningDay = {
  Day: {
    enum: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  },
  Opens: {
    maxLength: 5,
  },
  Closes: {
    maxLength: 5,
  },
} as const;

export const DealerReviewSummary = {
  ScorePercentage: {
    minimum: 0,
    maximum: 100,
  },
  ReviewCount: {
    minimum: 0,
    maximum: 1000000,
  },
  AverageStars: {
    minimum: 1,
    maximum: 5,
  },
  PeriodMonths: {
    minimum: 12,
    maximum: 12,
  },
} as const;

export const DealerReviewReply = {
  RepliedAt: {
    maxLength: 10,
  },
} as const;

export const DealerReview = {
  Id: {
    minimum: 1,
    maximum: 2147483647,
  },
  ReviewerName: {
    minLength: 4,
    maxLength: 40,
  },
  PublishedAt: {
    maxLength: 10,
  },
} as const;

export const DealerReviewPage = {
  Reviews: {
    maxItems: 20,
  },
} as const;

export const DealerDirectory = {
  Dealers: {
    maxItems: 20,
  },
} as const;

export const MakeList = {
  Makes: {
    maxItems: 300,
  },
} as const;

export const LocationList = {
  Counties: {
    maxItems: 200,
  },
} as const;

export const County = {
  Towns: {
    maxItems: 500,
  },
} as const;

export const ConsumerContactRequest = {
  Topic: {
    enum: ["advert", "account", "finance", "selling", "website", "other"],
  },
} as const;

export const DealerContactRequest = {
  StockSize: {
    minimum: 1,
    maximum: 10000,
  },
} as const;

export const ReportAdvertRequest = {
  Reason: {
    enum: ["incorrect-details", "already-sold", "suspected-fraud", "offensive", "other"],
  },
} as const;

export const FinanceEnquiryRequest = {
  Term: {
    minimum: 24,
    maximum: 60,
    enum: [24, 36, 48, 60],
  },
} as const;

export const ValuationVehicle = {
  RegistrationYear: {
    minimum: 1900,
    maximum: 2100,
  },
  FuelType: {
    enum: ["Petrol", "Diesel", "Hybrid", "Electric"],
  },
  Transmission: {
    enum: ["Manual", "Automatic"],
  },
} as const;

export const Valuation = {
  RegistrationYear: {
    minimum: 1900,
    maximum: 2100,
  },
  ValuedAt: {
    maxLength: 30,
  },
} as const;

export const PriceRange = {
  Low: {
    minimum: 0,
    maximum: 10000000,
  },
  High: {
    minimum: 0,
    maximum: 10000000,
  },
} as const;

export const ReviewId = {
  minLength: 1,
  maxLength: 80,
} as const;

export const ReviewScore = {
  minimum: 1,
  maximum: 5,
} as const;

export const ReviewText = {
  minLength: 1,
  maxLength: 2000,
} as const;

export const ReviewSummary = {
  Generation: {
    maxLength: 40,
  },
  Headline: {
    minLength: 1,
    maxLength: 300,
  },
  PublishedOn: {
    maxLength: 10,
  },
} as const;

export const ReviewMake = {
  ReviewCount: {
    minimum: 1,
    maximum: 10000,
  },
} as const;

export const ReviewList = {
  Reviews: {
    maxItems: 20,
  },
  Makes: {
    maxItems: 300,
  },
} as const;

export const ReviewRating = {
  Category: {
    enum: ["Driving", "Comfort", "Practicality", "Load space", "Running costs", "Reliability", "Safety"],
  },
} as const;

export const NumberRange = {
  Low: {
    minimum: 0,
    maximum: 1000000,
  },
  High: {
    minimum: 0,
    maximum: 1000000,
  },
} as const;

export const RunningCosts = {
  AnnualTaxGBP: {
    minimum: 0,
    maximum: 10000,
  },
} as const;

export const Review = {
  Pros: {
    maxItems: 10,
  },
  Cons: {
    maxItems: 10,
  },
  Ratings: {
    maxItems: 10,
  },
  Sections: {
    maxItems: 20,
  },
} as const;

export const PriceBand = {
  Year: {
    minimum: 1900,
    maximum: 2100,
  },
  MinMileage: {
    minimum: 0,
    maximum: 999999,
  },
  MaxMileage: {
    minimum: 1,
    maximum: 999999,
  },
  AdvertCount: {
    minimum: 1,
    maximum: 10000000,
  },
  Low: {
    minimum: 0,
    maximum: 10000000,
  },
  High: {
    minimum: 0,
    maximum: 10000000,
  },
  Average: {
    minimum: 0,
    maximum: 10000000,
  },
} as const;

export const ReducedAdvert = {
  PreviousPrice: {
    minimum: 1,
    maximum: 10000000,
  },
  ReducedOn: {
    maxLength: 10,
  },
} as const;

export const PriceGuide = {
  AdvertCount: {
    minimum: 0,
    maximum: 10000000,
  },
  AveragePrice: {
    minimum: 0,
    maximum: 10000000,
  },
  ByYear: {
    maxItems: 60,
  },
  ByMileage: {
    maxItems: 20,
  },
  RecentlyReducedCount: {
    minimum: 0,
    maximum: 10000000,
  },
  RecentlyReduced: {
    maxItems: 20,
  },
  UpdatedOn: {
    maxLength: 10,
  },
} as const;

// The limits of the operations' shared parameters (components.parameters) whose schema is written inline.
export const vehicleIdParameter = {
  maxLength: 10,
} as const;

export const dealerIdParameter = {
  maxLength: 10,
} as const;

export const reviewPageSizeParameter = {
  minimum: 1,
  maximum: 20,
} as const;

export const savedSearchIdParameter = {
  maxLength: 36,
} as const;

export const idsParameter = {
  minItems: 1,
  maxItems: 25,
} as const;

export const postcodeQueryParameter = {
  maxLength: 8,
} as const;

export const distancePostcodeParameter = {
  maxLength: 8,
} as const;

export const pageParameter = {
  minimum: 1,
  maximum: 1000,
} as const;

export const priceParameter = {
  minimum: 1000,
  maximum: 500000,
} as const;

export const termParameter = {
  minimum: 24,
  maximum: 60,
  enum: [24, 36, 48, 60],
} as const;

export const financeTypeParameter = {
  enum: ["HP", "PCP"],
} as const;

export const vehicleAgeParameter = {
  minimum: 0,
  maximum: 50,
} as const;

export const vehicleMileageParameter = {
  minimum: 0,
  maximum: 999999,
} as const;

// The patterns, one constant each, named for the schema, property or parameter they belong to.
export const AuditEventParametersItemsPattern = "^[^`{}^+=<>\\u0000-\\u001F\\u007F]*$";
export const ClientErrorReportNamePattern = "^[A-Za-z_$][A-Za-z0-9_$.]*$";
export const ClientErrorReportMessagePattern = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const ClientErrorReportPagePattern = "^/[^?#\\s\\u0000-\\u001F\\u007F]*$";
export const ClientErrorReportActionPattern = "^[^`{}^+=<>\\u0000-\\u001F\\u007F]*$";
export const ClientErrorReportRequestPathPattern = "^/[^?#\\s\\u0000-\\u001F\\u007F]*$";
export const ClientErrorReportPreviewPattern = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const ClientErrorReportChunkPattern = "^[A-Za-z0-9_.@/-]+$";
export const ClientErrorReportUserAgentPattern = "^[\\x20-\\x7E]*$";
export const ErrorFriendlyMessagePattern = "^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const FieldErrorFieldPattern = "^[A-Za-z][A-Za-z0-9]*$";
export const FieldErrorMessagePattern = "^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const UkPostcodePattern = "^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$";
export const PostcodeInputPattern = "^[A-Za-z0-9 ]*$";
export const UkLandlinePattern = "^(\\+44 ?|0)[123][0-9]{1,4} ?[0-9]{3,4} ?[0-9]{3,4}$";
export const UkPhonePattern = "^((\\+44 ?|0)[123][0-9]{1,4} ?[0-9]{3,4} ?[0-9]{3,4}|(\\+44 ?7|07)[0-9]{3} ?[0-9]{3} ?[0-9]{3})$";
export const UkMobilePattern = "^(\\+44 ?7|07)[0-9]{3} ?[0-9]{3} ?[0-9]{3}$";
export const EmailAddressPattern = "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$";
export const PasswordPattern = "^(?=.*[A-Za-z])(?=.*[0-9]).{9,32}$";
export const PersonNamePattern = "^[A-Za-zÀ-ÖØ-öø-῾Ⰰ-힣][A-Za-zÀ-ÖØ-öø-῾Ⰰ-힣' ’.&-]*$";
export const FullNamePattern = "^[A-Za-zÀ-ÖØ-öø-῾Ⰰ-힣][A-Za-zÀ-ÖØ-öø-῾Ⰰ-힣' ’.&-]*$";
export const FreeTextPattern = "^[^`{}^+=\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const BusinessNamePattern = "^[A-Za-zÀ-ÖØ-öø-῾Ⰰ-힣0-9][A-Za-zÀ-ÖØ-öø-῾Ⰰ-힣0-9' ’.&-]*$";
export const UkRegistrationPattern = "^([A-Z]{2}[0-9]{2} ?[A-Z]{3}|[A-Z][0-9]{1,3} ?[A-Z]{3}|[A-Z]{3} ?[0-9]{1,3}[A-Z]|[0-9]{1,4} ?[A-Z]{1,3}|[A-Z]{1,3} ?[0-9]{1,4})$";
export const SlugPattern = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const DisplayTextPattern = "^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const ImagePathPattern = "^/images/[A-Za-z0-9/._-]+$";
export const SessionStateCsrfTokenPattern = "^[A-Za-z0-9_-]+$";
export const RecaptchaTokenPattern = "^[A-Za-z0-9_-]+$";
export const RecaptchaPublicKeyPattern = "^[A-Za-z0-9_-]*$";
export const FormReceiptReferencePattern = "^FC-[0-9]{4}-[0-9]{1,8}$";
export const SavedSearchNamePattern = "^[^`{}^+=\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]+$";
export const SavedSearchIdPattern = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
export const SearchCriteriaDealerNamePattern = "^[^`{}^+=<>\\u0000-\\u001F\\u007F]*$";
export const MakeModelValuePattern = "^(\\*|[a-z0-9]+(-[a-z0-9]+)*)$";
export const FilterOptionValuePattern = "^[^`{}^+=<>\\u0000-\\u001F\\u007F]+$";
export const BandValuePattern = "^(\\*|-1|[A-Za-z0-9.]+(-[A-Za-z0-9.]+)?)$";
export const VehicleCardDetailsPageUrlPattern = "^/used-(cars|vans)/[a-z0-9-]+/[a-z0-9-]+/[0-9]+$";
export const VehicleCardPricePattern = "^£[0-9]{1,3}(,[0-9]{3})*(\\.[0-9]{2})?( \\+ VAT)?$";
export const VehicleDetailDescriptionPattern = "^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const GenerationSummaryPattern = "^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const RepresentativeExampleTermsUrlPattern = "^/[a-z0-9/-]*$";
export const DealerCustomerPattern = "^[A-Z0-9-]+$";
export const DealerWebsitePattern = "^https://";
export const OpeningDayOpensPattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$";
export const OpeningDayClosesPattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$";
export const DealerReviewReviewerNamePattern = "^[A-Z][A-Za-z'-]+ [A-Z]\\.$";
export const ReviewIdPattern = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const ReviewTextPattern = "^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const ReviewSummaryGenerationPattern = "^[0-9]{4}( to [0-9]{4}| on)$";
export const ReviewSummaryHeadlinePattern = "^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
export const vehicleIdParameterPattern = "^[1-9][0-9]{0,9}$";
export const dealerIdParameterPattern = "^[1-9][0-9]{0,9}$";
export const savedSearchIdParameterPattern = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
export const postcodeQueryParameterPattern = "^(GIR0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2})$";
export const distancePostcodeParameterPattern = "^(GIR0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2})$";
