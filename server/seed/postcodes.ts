/**
 * A stored table of real UK postcode districts (outward codes) with approximate centroids, post towns
 * and counties, for measuring distances: the contract measures a distance between postcode-district
 * centroids (a vehicle is at its dealer's district), in miles, along the great circle.
 *
 * No npm package ships district centroids for offline use, so the table was written by hand from
 * general knowledge: centroids are approximate (about 2 km). Counties are ceremonial counties in
 * England, council areas in Scotland, principal areas in Wales and the six counties of Northern
 * Ireland. Each line is `county|post town|district lat lng;district lat lng...`.
 */
import type { PostcodeDistrict } from './types.ts';

const TABLE = `
Greater London|London|E1 51.517 -0.059;E2 51.529 -0.060;E3 51.528 -0.025;E4 51.620 -0.003;E5 51.558 -0.053;E6 51.525 0.055;E7 51.546 0.027;E8 51.543 -0.065;E9 51.543 -0.040;E10 51.567 -0.011;E11 51.567 0.011;E12 51.550 0.053;E13 51.528 0.027;E14 51.507 -0.018;E15 51.541 0.000;E16 51.510 0.030;E17 51.585 -0.020;E18 51.592 0.025
Greater London|London|EC1A 51.518 -0.099;EC1V 51.527 -0.098;EC2A 51.523 -0.082;EC2V 51.515 -0.093;EC3A 51.515 -0.080;EC4M 51.514 -0.100
Greater London|London|N1 51.538 -0.098;N4 51.570 -0.103;N7 51.553 -0.117;N8 51.585 -0.115;N10 51.592 -0.144;N12 51.614 -0.177;N13 51.619 -0.104;N16 51.561 -0.077;N17 51.596 -0.069;N18 51.614 -0.065;N19 51.565 -0.129;N22 51.598 -0.111
Greater London|London|NW1 51.532 -0.145;NW2 51.557 -0.219;NW3 51.553 -0.174;NW4 51.588 -0.225;NW5 51.553 -0.142;NW6 51.541 -0.198;NW9 51.585 -0.257;NW10 51.542 -0.245;NW11 51.577 -0.195
Greater London|London|SE1 51.499 -0.094;SE3 51.468 0.016;SE5 51.474 -0.092;SE6 51.439 -0.017;SE9 51.440 0.058;SE10 51.482 0.000;SE13 51.459 -0.010;SE15 51.470 -0.067;SE18 51.485 0.070;SE19 51.418 -0.084;SE22 51.452 -0.071;SE25 51.398 -0.075
Greater London|London|SW1A 51.502 -0.138;SW1E 51.497 -0.140;SW1P 51.495 -0.131;SW1V 51.490 -0.140;SW1W 51.493 -0.151;SW1X 51.498 -0.157;SW1Y 51.506 -0.134;SW2 51.450 -0.117;SW3 51.490 -0.167;SW4 51.462 -0.138;SW5 51.490 -0.191;SW6 51.476 -0.199;SW7 51.496 -0.177;SW8 51.476 -0.127;SW9 51.468 -0.112;SW11 51.465 -0.164;SW12 51.446 -0.149;SW15 51.458 -0.221;SW16 51.420 -0.128;SW17 51.429 -0.164;SW18 51.452 -0.192;SW19 51.422 -0.205;SW20 51.409 -0.226
Greater London|London|W1A 51.518 -0.143;W1B 51.513 -0.140;W1D 51.513 -0.132;W1J 51.507 -0.145;W1K 51.511 -0.150;W1T 51.520 -0.136;W1U 51.519 -0.152;W2 51.514 -0.180;W3 51.510 -0.267;W4 51.492 -0.262;W5 51.512 -0.302;W6 51.493 -0.229;W8 51.500 -0.195;W10 51.522 -0.214;W11 51.513 -0.205;W12 51.510 -0.233;W13 51.512 -0.320;W14 51.495 -0.210
Greater London|London|WC1A 51.518 -0.126;WC1E 51.521 -0.132;WC1N 51.522 -0.121;WC2H 51.514 -0.128;WC2N 51.509 -0.124;WC2R 51.511 -0.117
Greater London|Bromley|BR1 51.405 0.016;BR2 51.386 0.022
Greater London|Orpington|BR5 51.387 0.103;BR6 51.365 0.093
Greater London|Croydon|CR0 51.373 -0.082
Greater London|South Croydon|CR2 51.352 -0.084
Greater London|Mitcham|CR4 51.405 -0.160
Greater London|Thornton Heath|CR7 51.396 -0.105
Greater London|Purley|CR8 51.336 -0.113
Greater London|Bexley|DA5 51.441 0.148
Greater London|Bexleyheath|DA6 51.455 0.140;DA7 51.465 0.143
Greater London|Sidcup|DA14 51.432 0.110
Greater London|Enfield|EN1 51.652 -0.066;EN2 51.658 -0.090;EN3 51.657 -0.036
Greater London|Barnet|EN4 51.648 -0.165;EN5 51.654 -0.201
Greater London|Wembley|HA0 51.553 -0.300;HA9 51.560 -0.284
Greater London|Harrow|HA1 51.581 -0.335;HA2 51.573 -0.357
Greater London|Ruislip|HA4 51.574 -0.412
Greater London|Edgware|HA8 51.612 -0.275
Greater London|Ilford|IG1 51.560 0.080;IG3 51.567 0.105
Greater London|Woodford Green|IG8 51.607 0.033
Greater London|Barking|IG11 51.535 0.090
Greater London|Kingston upon Thames|KT1 51.408 -0.300;KT2 51.418 -0.290
Greater London|New Malden|KT3 51.401 -0.258
Greater London|Worcester Park|KT4 51.376 -0.240
Greater London|Surbiton|KT6 51.385 -0.300
Greater London|Romford|RM1 51.580 0.183;RM3 51.601 0.233;RM7 51.577 0.167
Greater London|Dagenham|RM8 51.557 0.135;RM10 51.545 0.162
Greater London|Hornchurch|RM12 51.553 0.212
Greater London|Rainham|RM13 51.523 0.195
Greater London|Sutton|SM1 51.366 -0.190
Greater London|Morden|SM4 51.394 -0.196
Greater London|Carshalton|SM5 51.365 -0.165
Greater London|Wallington|SM6 51.359 -0.150
Greater London|Twickenham|TW1 51.448 -0.330
Greater London|Hounslow|TW3 51.467 -0.365;TW4 51.460 -0.392
Greater London|Isleworth|TW7 51.474 -0.335
Greater London|Brentford|TW8 51.486 -0.306
Greater London|Richmond|TW9 51.465 -0.295
Greater London|Teddington|TW11 51.426 -0.335
Greater London|Feltham|TW13 51.440 -0.410
Greater London|Southall|UB1 51.512 -0.378
Greater London|Hayes|UB3 51.505 -0.420;UB4 51.523 -0.410
Greater London|Greenford|UB6 51.543 -0.350
Greater London|West Drayton|UB7 51.505 -0.470
Greater London|Uxbridge|UB8 51.543 -0.476;UB10 51.555 -0.455
Kent|Dartford|DA1 51.445 0.200
Kent|Gravesend|DA11 51.437 0.355;DA12 51.430 0.385
Kent|Tunbridge Wells|TN1 51.133 0.265;TN2 51.135 0.285;TN4 51.145 0.255
Kent|Tonbridge|TN9 51.195 0.275;TN10 51.210 0.285
Kent|Sevenoaks|TN13 51.275 0.190
Kent|Ashford|TN23 51.140 0.865;TN24 51.155 0.885
Kent|Rochester|ME1 51.380 0.505;ME2 51.395 0.480
Kent|Chatham|ME4 51.375 0.530;ME5 51.350 0.530
Kent|Gillingham|ME7 51.385 0.560;ME8 51.365 0.600
Kent|Sittingbourne|ME10 51.340 0.735
Kent|Maidstone|ME14 51.285 0.530;ME15 51.255 0.530;ME16 51.270 0.495
Kent|Canterbury|CT1 51.280 1.080;CT2 51.290 1.070
Kent|Whitstable|CT5 51.355 1.030
Kent|Herne Bay|CT6 51.370 1.125
Kent|Margate|CT9 51.385 1.385
Kent|Broadstairs|CT10 51.360 1.425
Kent|Ramsgate|CT11 51.335 1.415
Kent|Dover|CT16 51.135 1.310;CT17 51.125 1.295
Kent|Folkestone|CT19 51.090 1.160;CT20 51.080 1.170
East Sussex|Hastings|TN34 50.860 0.580
East Sussex|St Leonards-on-Sea|TN37 50.870 0.560
East Sussex|Bexhill-on-Sea|TN40 50.845 0.475
East Sussex|Brighton|BN1 50.835 -0.140;BN2 50.825 -0.110;BN41 50.840 -0.210
East Sussex|Hove|BN3 50.832 -0.175
East Sussex|Eastbourne|BN21 50.770 0.280;BN22 50.785 0.290;BN23 50.795 0.320
West Sussex|Worthing|BN11 50.815 -0.375;BN12 50.820 -0.430;BN14 50.830 -0.385
West Sussex|Lancing|BN15 50.830 -0.320
West Sussex|Littlehampton|BN17 50.810 -0.540
West Sussex|Chichester|PO19 50.835 -0.780
West Sussex|Bognor Regis|PO21 50.790 -0.690;PO22 50.795 -0.640
West Sussex|Crawley|RH10 51.115 -0.165;RH11 51.110 -0.205
West Sussex|Horsham|RH12 51.070 -0.330;RH13 51.060 -0.310
West Sussex|Burgess Hill|RH15 50.955 -0.135
West Sussex|Haywards Heath|RH16 51.000 -0.100
West Sussex|East Grinstead|RH19 51.125 -0.010
Surrey|Redhill|RH1 51.235 -0.170
Surrey|Reigate|RH2 51.240 -0.205
Surrey|Dorking|RH4 51.230 -0.330
Surrey|Horley|RH6 51.175 -0.165
Surrey|Guildford|GU1 51.240 -0.570;GU2 51.245 -0.595;GU4 51.230 -0.540
Surrey|Godalming|GU7 51.185 -0.610
Surrey|Farnham|GU9 51.215 -0.795
Surrey|Camberley|GU15 51.335 -0.740
Surrey|Woking|GU21 51.320 -0.575;GU22 51.305 -0.560
Surrey|Walton-on-Thames|KT12 51.378 -0.415
Surrey|Weybridge|KT13 51.370 -0.456
Surrey|Addlestone|KT15 51.370 -0.497
Surrey|Epsom|KT17 51.335 -0.255;KT19 51.346 -0.275
Surrey|Leatherhead|KT22 51.299 -0.330
Surrey|Ashford|TW15 51.430 -0.463
Surrey|Staines-upon-Thames|TW18 51.432 -0.508
Surrey|Egham|TW20 51.428 -0.560
Hampshire|Aldershot|GU11 51.248 -0.760
Hampshire|Farnborough|GU14 51.290 -0.765
Hampshire|Fleet|GU51 51.285 -0.845
Hampshire|Basingstoke|RG21 51.265 -1.090;RG22 51.250 -1.115;RG24 51.280 -1.070
Hampshire|Southampton|SO14 50.905 -1.395;SO15 50.915 -1.425;SO16 50.935 -1.430;SO17 50.925 -1.395;SO18 50.925 -1.355;SO19 50.900 -1.350;SO40 50.915 -1.500
Hampshire|Winchester|SO22 51.065 -1.335;SO23 51.065 -1.310
Hampshire|Eastleigh|SO50 50.970 -1.350;SO53 50.985 -1.385
Hampshire|Romsey|SO51 50.990 -1.495
Hampshire|Portsmouth|PO1 50.800 -1.090;PO2 50.815 -1.075;PO3 50.810 -1.050;PO6 50.845 -1.065
Hampshire|Southsea|PO4 50.788 -1.060;PO5 50.790 -1.085
Hampshire|Waterlooville|PO7 50.885 -1.035;PO8 50.910 -1.010
Hampshire|Havant|PO9 50.860 -0.985
Hampshire|Gosport|PO12 50.795 -1.140
Hampshire|Fareham|PO14 50.850 -1.220;PO15 50.860 -1.235;PO16 50.855 -1.170
Hampshire|Andover|SP10 51.210 -1.480
Isle of Wight|Newport|PO30 50.690 -1.300
Isle of Wight|Ryde|PO33 50.725 -1.165
Berkshire|Slough|SL1 51.513 -0.600;SL2 51.535 -0.600;SL3 51.500 -0.560
Berkshire|Windsor|SL4 51.480 -0.620
Berkshire|Maidenhead|SL6 51.520 -0.720
Berkshire|Reading|RG1 51.455 -0.970;RG2 51.430 -0.960;RG4 51.475 -0.985;RG5 51.450 -0.910;RG6 51.440 -0.935;RG7 51.410 -1.080;RG30 51.455 -1.010;RG31 51.460 -1.045
Berkshire|Bracknell|RG12 51.410 -0.750
Berkshire|Newbury|RG14 51.400 -1.320
Berkshire|Wokingham|RG40 51.405 -0.830;RG41 51.410 -0.865
Berkshire|Crowthorne|RG45 51.365 -0.800
Hertfordshire|Potters Bar|EN6 51.701 -0.180
Hertfordshire|Waltham Cross|EN8 51.705 -0.035
Hertfordshire|Hoddesdon|EN11 51.763 -0.005
Hertfordshire|Rickmansworth|WD3 51.640 -0.470
Hertfordshire|Borehamwood|WD6 51.655 -0.275
Hertfordshire|Watford|WD17 51.660 -0.405;WD18 51.650 -0.415;WD19 51.632 -0.385;WD24 51.670 -0.395;WD25 51.690 -0.400
Hertfordshire|St Albans|AL1 51.748 -0.330;AL3 51.765 -0.355
Hertfordshire|Welwyn Garden City|AL7 51.800 -0.190
Hertfordshire|Hatfield|AL10 51.765 -0.228
Hertfordshire|Stevenage|SG1 51.905 -0.200
Hertfordshire|Hitchin|SG4 51.950 -0.260
Hertfordshire|Letchworth Garden City|SG6 51.980 -0.225
Hertfordshire|Ware|SG12 51.815 -0.030
Hertfordshire|Hertford|SG13 51.790 -0.070;SG14 51.800 -0.090
Hertfordshire|Hemel Hempstead|HP1 51.755 -0.490;HP2 51.765 -0.455
Hertfordshire|Berkhamsted|HP4 51.763 -0.565
Hertfordshire|Bishop's Stortford|CM23 51.870 0.160
Buckinghamshire|High Wycombe|HP11 51.628 -0.750;HP13 51.635 -0.735
Buckinghamshire|Aylesbury|HP19 51.825 -0.825;HP20 51.818 -0.805;HP21 51.805 -0.805
Buckinghamshire|Milton Keynes|MK1 52.015 -0.730;MK9 52.040 -0.755;MK10 52.040 -0.700
Bedfordshire|Bedford|MK40 52.137 -0.470;MK41 52.155 -0.455;MK42 52.120 -0.465
Bedfordshire|Luton|LU1 51.875 -0.425;LU2 51.895 -0.400;LU3 51.905 -0.450;LU4 51.900 -0.475
Bedfordshire|Dunstable|LU5 51.905 -0.525;LU6 51.885 -0.530
Essex|Grays|RM17 51.478 0.325;RM20 51.475 0.280
Essex|Chelmsford|CM1 51.740 0.465;CM2 51.725 0.485
Essex|Braintree|CM7 51.875 0.555
Essex|Billericay|CM12 51.630 0.415
Essex|Brentwood|CM13 51.615 0.320;CM14 51.620 0.300
Essex|Harlow|CM17 51.775 0.130;CM20 51.775 0.095
Essex|Colchester|CO1 51.890 0.905;CO2 51.870 0.890;CO3 51.885 0.865;CO4 51.905 0.930
Essex|Clacton-on-Sea|CO15 51.795 1.150
Essex|Westcliff-on-Sea|SS0 51.545 0.690
Essex|Southend-on-Sea|SS1 51.540 0.730;SS2 51.550 0.715
Essex|Leigh-on-Sea|SS9 51.555 0.650
Essex|Basildon|SS13 51.580 0.510;SS14 51.575 0.470;SS15 51.575 0.440
Essex|Benfleet|SS7 51.560 0.575
Essex|Rayleigh|SS6 51.585 0.605
Wiltshire|Salisbury|SP1 51.070 -1.790;SP2 51.070 -1.820
Wiltshire|Swindon|SN1 51.560 -1.780;SN2 51.580 -1.800;SN3 51.565 -1.740;SN5 51.570 -1.840;SN25 51.600 -1.790
Wiltshire|Chippenham|SN15 51.460 -2.120
Wiltshire|Trowbridge|BA14 51.315 -2.210
Somerset|Bath|BA1 51.385 -2.365;BA2 51.370 -2.355
Somerset|Frome|BA11 51.230 -2.320
Somerset|Yeovil|BA20 50.940 -2.640;BA21 50.945 -2.630
Somerset|Taunton|TA1 51.015 -3.100;TA2 51.030 -3.095
Somerset|Bridgwater|TA6 51.130 -3.000
Somerset|Weston-super-Mare|BS23 51.345 -2.970
City of Bristol|Bristol|BS1 51.453 -2.593;BS2 51.460 -2.580;BS3 51.440 -2.600;BS4 51.435 -2.560;BS5 51.462 -2.555;BS6 51.472 -2.598;BS7 51.487 -2.585;BS8 51.457 -2.620;BS10 51.508 -2.605;BS11 51.495 -2.680;BS13 51.415 -2.610;BS14 51.415 -2.560
Gloucestershire|Bristol|BS15 51.460 -2.505;BS16 51.490 -2.510;BS32 51.540 -2.560;BS34 51.525 -2.565;BS37 51.540 -2.410
Gloucestershire|Gloucester|GL1 51.865 -2.245;GL2 51.860 -2.265;GL4 51.845 -2.215
Gloucestershire|Cheltenham|GL50 51.900 -2.080;GL51 51.900 -2.110;GL52 51.910 -2.060;GL53 51.885 -2.070
Gloucestershire|Cirencester|GL7 51.715 -1.970
Gloucestershire|Stroud|GL5 51.740 -2.220
Devon|Exeter|EX1 50.725 -3.510;EX2 50.710 -3.520;EX4 50.730 -3.535
Devon|Exmouth|EX8 50.620 -3.410
Devon|Barnstaple|EX32 51.075 -4.055
Devon|Plymouth|PL1 50.370 -4.145;PL2 50.390 -4.150;PL4 50.375 -4.125;PL5 50.415 -4.155;PL6 50.420 -4.110;PL7 50.390 -4.050;PL9 50.360 -4.090
Devon|Torquay|TQ1 50.470 -3.520;TQ2 50.475 -3.545
Devon|Paignton|TQ4 50.435 -3.570
Devon|Newton Abbot|TQ12 50.530 -3.610
Cornwall|Truro|TR1 50.263 -5.050
Cornwall|Newquay|TR7 50.415 -5.075
Cornwall|Redruth|TR15 50.235 -5.230
Cornwall|Penzance|TR18 50.120 -5.535
Cornwall|St Austell|PL25 50.340 -4.780
Cornwall|Bodmin|PL31 50.470 -4.720
Dorset|Bournemouth|BH1 50.725 -1.860;BH2 50.720 -1.880;BH8 50.745 -1.850;BH9 50.750 -1.875;BH11 50.755 -1.925
Dorset|Poole|BH12 50.735 -1.930;BH14 50.715 -1.955;BH15 50.720 -1.985;BH17 50.750 -1.975
Dorset|Christchurch|BH23 50.740 -1.760
Dorset|Dorchester|DT1 50.715 -2.435
Dorset|Weymouth|DT4 50.605 -2.470
Oxfordshire|Oxford|OX1 51.750 -1.260;OX2 51.770 -1.275;OX3 51.760 -1.215;OX4 51.735 -1.215
Oxfordshire|Abingdon|OX14 51.670 -1.285
Oxfordshire|Banbury|OX16 52.060 -1.335
Oxfordshire|Bicester|OX26 51.900 -1.150
Oxfordshire|Witney|OX28 51.785 -1.490
Oxfordshire|Didcot|OX11 51.600 -1.245
Cambridgeshire|Cambridge|CB1 52.195 0.145;CB2 52.190 0.120;CB4 52.225 0.130;CB5 52.215 0.160
Cambridgeshire|Peterborough|PE1 52.585 -0.235;PE2 52.555 -0.265;PE3 52.580 -0.285;PE4 52.615 -0.270;PE7 52.540 -0.200
Cambridgeshire|Huntingdon|PE29 52.335 -0.180
Cambridgeshire|Wisbech|PE13 52.665 0.160
Norfolk|King's Lynn|PE30 52.755 0.400
Norfolk|Norwich|NR1 52.625 1.300;NR2 52.630 1.280;NR3 52.645 1.295;NR4 52.615 1.255;NR5 52.640 1.225;NR6 52.660 1.285;NR7 52.640 1.340
Norfolk|Great Yarmouth|NR30 52.610 1.725;NR31 52.580 1.715
Suffolk|Lowestoft|NR32 52.485 1.735
Suffolk|Ipswich|IP1 52.065 1.140;IP2 52.045 1.140;IP3 52.040 1.185;IP4 52.060 1.185
Suffolk|Felixstowe|IP11 51.965 1.345
Suffolk|Stowmarket|IP14 52.190 1.000
Suffolk|Bury St Edmunds|IP28 52.345 0.510;IP32 52.255 0.725;IP33 52.240 0.710
Lincolnshire|Boston|PE21 52.975 -0.025
Lincolnshire|Spalding|PE11 52.790 -0.150
Lincolnshire|Stamford|PE9 52.650 -0.480
Lincolnshire|Grantham|NG31 52.910 -0.640
Lincolnshire|Lincoln|LN1 53.235 -0.545;LN2 53.245 -0.520;LN6 53.200 -0.575
Lincolnshire|Grimsby|DN31 53.565 -0.085;DN32 53.560 -0.065;DN34 53.555 -0.110
Lincolnshire|Scunthorpe|DN15 53.590 -0.655;DN16 53.575 -0.640
West Midlands|Birmingham|B1 52.480 -1.905;B2 52.478 -1.897;B3 52.483 -1.900;B4 52.485 -1.890;B5 52.470 -1.890;B6 52.505 -1.875;B7 52.490 -1.870;B8 52.490 -1.830;B9 52.475 -1.845;B10 52.470 -1.850;B11 52.455 -1.855;B12 52.455 -1.880;B13 52.435 -1.875;B14 52.415 -1.880;B15 52.465 -1.920;B16 52.478 -1.925;B17 52.460 -1.960;B18 52.493 -1.920;B19 52.500 -1.900;B20 52.515 -1.905;B21 52.505 -1.940;B23 52.530 -1.840;B24 52.520 -1.825;B26 52.465 -1.780;B27 52.445 -1.815;B28 52.430 -1.830;B29 52.435 -1.945;B30 52.420 -1.925;B31 52.405 -1.970;B32 52.450 -2.000;B33 52.480 -1.785;B34 52.495 -1.780;B35 52.515 -1.785;B36 52.500 -1.760;B37 52.475 -1.735;B38 52.395 -1.935;B42 52.535 -1.905;B44 52.545 -1.880
West Midlands|Halesowen|B62 52.455 -2.045;B63 52.450 -2.060
West Midlands|Smethwick|B66 52.495 -1.970
West Midlands|Oldbury|B69 52.505 -2.030
West Midlands|West Bromwich|B70 52.520 -1.995;B71 52.535 -1.985
West Midlands|Sutton Coldfield|B72 52.565 -1.825;B73 52.560 -1.840;B74 52.590 -1.850;B75 52.585 -1.810;B76 52.540 -1.770
West Midlands|Solihull|B90 52.395 -1.820;B91 52.410 -1.775;B92 52.430 -1.750;B93 52.385 -1.740
West Midlands|Coventry|CV1 52.408 -1.510;CV2 52.425 -1.470;CV3 52.390 -1.500;CV4 52.395 -1.565;CV5 52.415 -1.545;CV6 52.435 -1.505
West Midlands|Wolverhampton|WV1 52.586 -2.125;WV2 52.575 -2.120;WV3 52.580 -2.150;WV4 52.565 -2.140;WV6 52.595 -2.175;WV10 52.615 -2.110;WV11 52.610 -2.070
West Midlands|Bilston|WV14 52.560 -2.080
West Midlands|Walsall|WS1 52.585 -1.980;WS2 52.590 -2.005;WS3 52.615 -2.000;WS5 52.575 -1.950
West Midlands|Dudley|DY1 52.512 -2.085;DY2 52.495 -2.075
West Midlands|Tipton|DY4 52.535 -2.055
West Midlands|Brierley Hill|DY5 52.480 -2.120
West Midlands|Stourbridge|DY8 52.455 -2.150
Worcestershire|Bromsgrove|B60 52.330 -2.055;B61 52.340 -2.080
Worcestershire|Redditch|B97 52.300 -1.960;B98 52.305 -1.920
Worcestershire|Kidderminster|DY10 52.390 -2.240;DY11 52.380 -2.260
Worcestershire|Worcester|WR1 52.195 -2.220;WR2 52.190 -2.245;WR4 52.205 -2.190;WR5 52.180 -2.200
Worcestershire|Malvern|WR14 52.110 -2.320
Worcestershire|Evesham|WR11 52.095 -1.945
Staffordshire|Tamworth|B77 52.620 -1.680;B78 52.625 -1.690;B79 52.645 -1.700
Staffordshire|Cannock|WS11 52.690 -2.025
Staffordshire|Lichfield|WS13 52.690 -1.830;WS14 52.675 -1.810
Staffordshire|Stoke-on-Trent|ST1 53.030 -2.175;ST3 52.985 -2.125;ST4 52.995 -2.185;ST6 53.055 -2.200
Staffordshire|Newcastle|ST5 53.010 -2.240
Staffordshire|Stafford|ST16 52.810 -2.115;ST17 52.790 -2.095
Staffordshire|Burton-on-Trent|DE13 52.820 -1.670;DE14 52.805 -1.635
Warwickshire|Nuneaton|CV10 52.525 -1.490;CV11 52.520 -1.455
Warwickshire|Rugby|CV21 52.375 -1.260;CV22 52.360 -1.285
Warwickshire|Leamington Spa|CV31 52.280 -1.530;CV32 52.295 -1.530
Warwickshire|Warwick|CV34 52.280 -1.585
Warwickshire|Stratford-upon-Avon|CV37 52.190 -1.705
Herefordshire|Hereford|HR1 52.057 -2.710;HR2 52.040 -2.730;HR4 52.065 -2.740
Shropshire|Shrewsbury|SY1 52.715 -2.745;SY2 52.705 -2.725;SY3 52.700 -2.775
Shropshire|Telford|TF1 52.700 -2.505;TF3 52.680 -2.440;TF7 52.640 -2.445
Derbyshire|Derby|DE1 52.922 -1.477;DE21 52.935 -1.430;DE22 52.930 -1.500;DE23 52.900 -1.495;DE24 52.895 -1.450
Derbyshire|Ilkeston|DE7 52.975 -1.320
Derbyshire|Chesterfield|S40 53.235 -1.435;S41 53.250 -1.420
Derbyshire|Nottingham|NG10 52.900 -1.280
Nottinghamshire|Nottingham|NG1 52.954 -1.150;NG2 52.940 -1.135;NG3 52.965 -1.125;NG5 52.990 -1.150;NG7 52.950 -1.180;NG8 52.960 -1.210;NG9 52.925 -1.240;NG15 53.040 -1.210
Nottinghamshire|Sutton-in-Ashfield|NG17 53.125 -1.260
Nottinghamshire|Mansfield|NG18 53.140 -1.190;NG19 53.160 -1.205
Nottinghamshire|Newark|NG24 53.075 -0.805
Nottinghamshire|Worksop|S80 53.305 -1.125
Leicestershire|Leicester|LE1 52.635 -1.132;LE2 52.615 -1.115;LE3 52.630 -1.170;LE4 52.665 -1.125;LE5 52.640 -1.085;LE18 52.590 -1.105
Leicestershire|Loughborough|LE11 52.770 -1.205
Leicestershire|Hinckley|LE10 52.540 -1.375
Leicestershire|Melton Mowbray|LE13 52.765 -0.885
Northamptonshire|Northampton|NN1 52.240 -0.890;NN2 52.265 -0.885;NN3 52.265 -0.845;NN4 52.215 -0.895;NN5 52.245 -0.935
Northamptonshire|Wellingborough|NN8 52.300 -0.690
Northamptonshire|Kettering|NN15 52.395 -0.720;NN16 52.405 -0.735
Northamptonshire|Corby|NN17 52.490 -0.700
South Yorkshire|Doncaster|DN1 53.522 -1.130;DN2 53.530 -1.105;DN4 53.505 -1.105;DN5 53.540 -1.170;DN55 53.525 -1.125
South Yorkshire|Sheffield|S1 53.380 -1.470;S2 53.365 -1.455;S3 53.390 -1.475;S4 53.400 -1.445;S5 53.420 -1.465;S6 53.400 -1.510;S7 53.350 -1.495;S8 53.340 -1.475;S9 53.400 -1.410;S10 53.375 -1.520;S11 53.360 -1.510;S13 53.365 -1.385;S17 53.320 -1.540;S20 53.330 -1.360
South Yorkshire|Rotherham|S60 53.420 -1.340;S61 53.445 -1.380;S65 53.435 -1.315
South Yorkshire|Barnsley|S70 53.545 -1.480;S71 53.570 -1.460;S75 53.565 -1.530
West Yorkshire|Leeds|LS1 53.797 -1.548;LS2 53.803 -1.545;LS3 53.803 -1.565;LS4 53.812 -1.585;LS6 53.825 -1.570;LS7 53.825 -1.530;LS8 53.825 -1.505;LS9 53.800 -1.510;LS10 53.770 -1.530;LS11 53.780 -1.555;LS12 53.790 -1.595;LS13 53.805 -1.640;LS14 53.830 -1.455;LS15 53.805 -1.445;LS16 53.855 -1.600;LS17 53.865 -1.530;LS18 53.845 -1.650;LS19 53.860 -1.685;LS25 53.780 -1.325;LS26 53.745 -1.460;LS27 53.745 -1.600
West Yorkshire|Otley|LS21 53.905 -1.690
West Yorkshire|Wetherby|LS22 53.930 -1.390
West Yorkshire|Pudsey|LS28 53.800 -1.665
West Yorkshire|Ilkley|LS29 53.925 -1.820
West Yorkshire|Bradford|BD1 53.795 -1.755;BD2 53.810 -1.730;BD3 53.795 -1.730;BD4 53.775 -1.720;BD5 53.775 -1.760;BD7 53.780 -1.785;BD8 53.800 -1.785;BD9 53.810 -1.790
West Yorkshire|Bingley|BD16 53.850 -1.835
West Yorkshire|Shipley|BD17 53.840 -1.770;BD18 53.830 -1.780
West Yorkshire|Keighley|BD21 53.865 -1.905
West Yorkshire|Huddersfield|HD1 53.646 -1.785;HD2 53.665 -1.770;HD3 53.650 -1.830;HD4 53.625 -1.795;HD5 53.650 -1.740
West Yorkshire|Halifax|HX1 53.722 -1.865;HX3 53.720 -1.845
West Yorkshire|Wakefield|WF1 53.685 -1.495;WF2 53.670 -1.520;WF3 53.720 -1.520
West Yorkshire|Castleford|WF10 53.725 -1.350
West Yorkshire|Dewsbury|WF12 53.685 -1.610;WF13 53.695 -1.640
West Yorkshire|Batley|WF17 53.715 -1.630
North Yorkshire|Skipton|BD23 53.960 -2.015
North Yorkshire|Harrogate|HG1 53.995 -1.540;HG2 53.985 -1.525
North Yorkshire|York|YO1 53.960 -1.082;YO10 53.948 -1.055;YO24 53.945 -1.110;YO26 53.965 -1.120;YO30 53.975 -1.095;YO31 53.970 -1.060
North Yorkshire|Scarborough|YO11 54.275 -0.405;YO12 54.285 -0.420
North Yorkshire|Whitby|YO21 54.480 -0.620
North Yorkshire|Northallerton|DL6 54.340 -1.435
North Yorkshire|Richmond|DL10 54.405 -1.735
North Yorkshire|Middlesbrough|TS1 54.573 -1.235;TS3 54.560 -1.195;TS5 54.555 -1.260;TS7 54.530 -1.195
North Yorkshire|Redcar|TS10 54.610 -1.065
East Riding of Yorkshire|Hull|HU1 53.743 -0.335;HU3 53.740 -0.365;HU5 53.760 -0.375;HU7 53.790 -0.330;HU8 53.775 -0.295;HU9 53.760 -0.290
East Riding of Yorkshire|Beverley|HU17 53.840 -0.430
East Riding of Yorkshire|Bridlington|YO15 54.085 -0.195
County Durham|Darlington|DL1 54.530 -1.540;DL3 54.530 -1.575
County Durham|Stockton-on-Tees|TS17 54.530 -1.290;TS18 54.565 -1.315;TS19 54.575 -1.345
County Durham|Hartlepool|TS24 54.690 -1.210;TS26 54.690 -1.230
County Durham|Durham|DH1 54.775 -1.575
County Durham|Chester le Street|DH3 54.855 -1.575
Tyne and Wear|Sunderland|SR1 54.905 -1.380;SR2 54.890 -1.380;SR4 54.900 -1.420;SR5 54.920 -1.420
Tyne and Wear|Newcastle upon Tyne|NE1 54.972 -1.613;NE2 54.985 -1.600;NE3 55.010 -1.630;NE4 54.970 -1.650;NE5 54.995 -1.700;NE6 54.975 -1.560;NE7 55.000 -1.570;NE12 55.030 -1.560;NE15 54.985 -1.740
Tyne and Wear|Gateshead|NE8 54.955 -1.605;NE9 54.935 -1.595;NE10 54.945 -1.550;NE11 54.945 -1.640
Tyne and Wear|Wallsend|NE28 55.000 -1.520
Tyne and Wear|North Shields|NE29 55.010 -1.470;NE30 55.020 -1.440
Tyne and Wear|South Shields|NE33 54.995 -1.425;NE34 54.985 -1.410
Northumberland|Cramlington|NE23 55.080 -1.580
Northumberland|Blyth|NE24 55.125 -1.515
Northumberland|Morpeth|NE61 55.170 -1.690
Northumberland|Hexham|NE46 54.970 -2.100
Cumbria|Carlisle|CA1 54.890 -2.925;CA2 54.880 -2.950;CA3 54.910 -2.945
Cumbria|Kendal|LA9 54.325 -2.745
Cumbria|Barrow-in-Furness|LA14 54.115 -3.230
Lancashire|Lancaster|LA1 54.047 -2.800
Lancashire|Morecambe|LA4 54.070 -2.860
Lancashire|Preston|PR1 53.760 -2.700;PR2 53.780 -2.720;PR5 53.735 -2.660
Lancashire|Chorley|PR7 53.650 -2.630
Lancashire|Leyland|PR25 53.695 -2.690
Lancashire|Blackpool|FY1 53.815 -3.050;FY2 53.840 -3.040;FY3 53.820 -3.020;FY4 53.790 -3.030
Lancashire|Thornton-Cleveleys|FY5 53.875 -3.020
Lancashire|Lytham St Annes|FY8 53.755 -2.990
Lancashire|Blackburn|BB1 53.755 -2.470;BB2 53.740 -2.495
Lancashire|Accrington|BB5 53.755 -2.375
Lancashire|Burnley|BB11 53.785 -2.245;BB12 53.800 -2.260
Lancashire|Ormskirk|L39 53.565 -2.890;L40 53.600 -2.860
Merseyside|Southport|PR8 53.640 -3.005;PR9 53.660 -2.975
Merseyside|St Helens|WA9 53.440 -2.715;WA10 53.450 -2.750
Merseyside|Birkenhead|CH41 53.390 -3.030;CH42 53.375 -3.020;CH43 53.385 -3.060
Merseyside|Wallasey|CH44 53.415 -3.040;CH45 53.425 -3.060
Merseyside|Wirral|CH46 53.405 -3.110;CH49 53.385 -3.110;CH62 53.335 -2.985
Merseyside|Liverpool|L1 53.402 -2.982;L2 53.407 -2.989;L3 53.410 -2.985;L4 53.435 -2.960;L5 53.425 -2.970;L6 53.420 -2.950;L7 53.405 -2.950;L8 53.390 -2.965;L9 53.465 -2.955;L11 53.440 -2.920;L12 53.430 -2.900;L13 53.420 -2.920;L14 53.420 -2.880;L15 53.400 -2.920;L17 53.375 -2.935;L18 53.380 -2.900;L19 53.355 -2.905;L21 53.475 -2.990;L22 53.480 -3.020;L23 53.495 -3.025;L24 53.345 -2.840;L25 53.380 -2.865;L31 53.520 -2.930;L33 53.485 -2.880;L36 53.410 -2.840;L37 53.565 -3.060
Merseyside|Bootle|L20 53.455 -2.985;GIR 53.455 -2.985
Merseyside|Prescot|L34 53.435 -2.810;L35 53.415 -2.790
Greater Manchester|Manchester|M1 53.478 -2.235;M2 53.481 -2.244;M4 53.485 -2.230;M8 53.510 -2.235;M9 53.520 -2.200;M11 53.480 -2.180;M12 53.465 -2.205;M13 53.460 -2.220;M14 53.450 -2.225;M15 53.465 -2.250;M16 53.455 -2.265;M17 53.465 -2.320;M19 53.435 -2.195;M20 53.425 -2.230;M21 53.440 -2.275;M22 53.390 -2.255;M23 53.400 -2.285;M27 53.515 -2.340;M30 53.485 -2.345;M32 53.450 -2.310;M40 53.505 -2.190;M41 53.450 -2.360;M44 53.440 -2.420;M45 53.550 -2.290;M90 53.365 -2.275
Greater Manchester|Salford|M3 53.484 -2.252;M5 53.478 -2.290;M6 53.495 -2.300;M7 53.505 -2.270;M50 53.475 -2.290
Greater Manchester|Sale|M33 53.425 -2.320
Greater Manchester|Bolton|BL1 53.585 -2.450;BL2 53.590 -2.400;BL3 53.565 -2.440
Greater Manchester|Bury|BL9 53.595 -2.290
Greater Manchester|Oldham|OL1 53.545 -2.110;OL4 53.545 -2.070;OL8 53.530 -2.115
Greater Manchester|Rochdale|OL11 53.605 -2.165;OL16 53.615 -2.140
Greater Manchester|Stockport|SK1 53.408 -2.150;SK2 53.395 -2.130;SK3 53.395 -2.165;SK4 53.420 -2.180
Greater Manchester|Cheadle|SK8 53.380 -2.210
Greater Manchester|Hyde|SK14 53.445 -2.055
Greater Manchester|Stalybridge|SK15 53.480 -2.050
Greater Manchester|Altrincham|WA14 53.385 -2.355;WA15 53.380 -2.330
Greater Manchester|Wigan|WN1 53.550 -2.630;WN3 53.530 -2.645;WN5 53.540 -2.680
Greater Manchester|Leigh|WN7 53.495 -2.520
Cheshire|Wilmslow|SK9 53.325 -2.235
Cheshire|Macclesfield|SK10 53.270 -2.130;SK11 53.250 -2.140
Cheshire|Warrington|WA1 53.390 -2.585;WA2 53.405 -2.580;WA4 53.370 -2.580;WA5 53.400 -2.630
Cheshire|Runcorn|WA7 53.335 -2.700
Cheshire|Widnes|WA8 53.365 -2.735
Cheshire|Crewe|CW1 53.095 -2.440;CW2 53.085 -2.460
Cheshire|Winsford|CW7 53.190 -2.530
Cheshire|Northwich|CW9 53.260 -2.510
Cheshire|Chester|CH1 53.195 -2.900;CH2 53.210 -2.880;CH4 53.170 -2.925
Cheshire|Ellesmere Port|CH65 53.280 -2.905
Flintshire|Deeside|CH5 53.200 -3.040
Flintshire|Mold|CH7 53.170 -3.140
Cardiff|Cardiff|CF3 51.510 -3.120;CF5 51.480 -3.240;CF10 51.478 -3.177;CF11 51.475 -3.200;CF14 51.515 -3.200;CF15 51.535 -3.260;CF23 51.510 -3.160;CF24 51.485 -3.160
Vale of Glamorgan|Barry|CF62 51.405 -3.270;CF63 51.410 -3.255
Vale of Glamorgan|Penarth|CF64 51.440 -3.185
Bridgend|Bridgend|CF31 51.505 -3.575
Rhondda Cynon Taf|Pontypridd|CF37 51.600 -3.340
Rhondda Cynon Taf|Aberdare|CF44 51.715 -3.455
Merthyr Tydfil|Merthyr Tydfil|CF47 51.745 -3.380
Caerphilly|Caerphilly|CF83 51.580 -3.220
Newport|Newport|NP10 51.570 -3.050;NP19 51.590 -2.975;NP20 51.585 -3.000
Torfaen|Cwmbran|NP44 51.650 -3.025
Torfaen|Pontypool|NP4 51.700 -3.045
Monmouthshire|Abergavenny|NP7 51.825 -3.020
Monmouthshire|Chepstow|NP16 51.640 -2.680
Swansea|Swansea|SA1 51.620 -3.940;SA2 51.610 -3.975;SA5 51.650 -3.960;SA6 51.665 -3.920
Neath Port Talbot|Neath|SA11 51.660 -3.800
Neath Port Talbot|Port Talbot|SA12 51.595 -3.780
Carmarthenshire|Llanelli|SA15 51.685 -4.160
Carmarthenshire|Carmarthen|SA31 51.860 -4.310
Pembrokeshire|Haverfordwest|SA61 51.800 -4.970
Ceredigion|Aberystwyth|SY23 52.415 -4.080
Powys|Newtown|SY16 52.515 -3.315
Powys|Llandrindod Wells|LD1 52.240 -3.380
Wrexham|Wrexham|LL11 53.055 -3.005;LL12 53.070 -2.985;LL13 53.040 -2.970
Denbighshire|Rhyl|LL18 53.320 -3.490
Conwy|Colwyn Bay|LL29 53.295 -3.725
Conwy|Llandudno|LL30 53.320 -3.825
Gwynedd|Caernarfon|LL55 53.135 -4.270
Gwynedd|Bangor|LL57 53.225 -4.130
Isle of Anglesey|Holyhead|LL65 53.310 -4.630
Glasgow City|Glasgow|G1 55.860 -4.250;G2 55.862 -4.260;G3 55.866 -4.280;G4 55.870 -4.250;G5 55.845 -4.255;G11 55.873 -4.310;G12 55.880 -4.295;G13 55.890 -4.345;G14 55.875 -4.340;G15 55.905 -4.370;G20 55.885 -4.275;G21 55.880 -4.220;G22 55.890 -4.250;G31 55.855 -4.215;G32 55.845 -4.170;G33 55.870 -4.170;G34 55.870 -4.120;G40 55.850 -4.225;G41 55.835 -4.275;G42 55.830 -4.255;G43 55.815 -4.290;G44 55.810 -4.255;G45 55.800 -4.240;G51 55.855 -4.310;G52 55.850 -4.345;G53 55.825 -4.345
East Renfrewshire|Glasgow|G46 55.800 -4.310
East Dunbartonshire|Glasgow|G61 55.920 -4.335;G64 55.905 -4.215;G66 55.940 -4.150
North Lanarkshire|Glasgow|G67 55.945 -3.990;G71 55.820 -4.080
South Lanarkshire|Glasgow|G72 55.815 -4.140;G74 55.765 -4.175;G75 55.750 -4.190
West Dunbartonshire|Clydebank|G81 55.910 -4.405
West Dunbartonshire|Dumbarton|G82 55.945 -4.565
Renfrewshire|Paisley|PA1 55.845 -4.420;PA2 55.830 -4.440;PA3 55.855 -4.440
Renfrewshire|Renfrew|PA4 55.875 -4.400
Inverclyde|Greenock|PA15 55.945 -4.760;PA16 55.950 -4.790
North Lanarkshire|Motherwell|ML1 55.790 -3.990
North Lanarkshire|Coatbridge|ML5 55.865 -4.025
North Lanarkshire|Airdrie|ML6 55.865 -3.970
South Lanarkshire|Hamilton|ML3 55.775 -4.040
South Lanarkshire|Lanark|ML11 55.675 -3.780
East Ayrshire|Kilmarnock|KA1 55.610 -4.495;KA3 55.630 -4.490
South Ayrshire|Ayr|KA7 55.450 -4.620;KA8 55.470 -4.610
South Ayrshire|Troon|KA10 55.545 -4.660
North Ayrshire|Irvine|KA12 55.615 -4.670
City of Edinburgh|Edinburgh|EH1 55.952 -3.190;EH2 55.954 -3.197;EH3 55.950 -3.205;EH4 55.960 -3.260;EH5 55.975 -3.210;EH6 55.970 -3.170;EH7 55.960 -3.160;EH8 55.945 -3.160;EH9 55.935 -3.185;EH10 55.925 -3.210;EH11 55.935 -3.245;EH12 55.945 -3.280;EH13 55.910 -3.240;EH14 55.915 -3.280;EH15 55.945 -3.110;EH16 55.920 -3.145;EH17 55.905 -3.150
East Lothian|Musselburgh|EH21 55.940 -3.055
Midlothian|Dalkeith|EH22 55.885 -3.070
Midlothian|Penicuik|EH26 55.835 -3.215
West Lothian|Bathgate|EH48 55.900 -3.640
West Lothian|Livingston|EH54 55.885 -3.520
Falkirk|Falkirk|FK1 55.995 -3.790;FK2 56.000 -3.750
Stirling|Stirling|FK7 56.105 -3.925;FK8 56.120 -3.940;FK9 56.135 -3.925
Clackmannanshire|Alloa|FK10 56.115 -3.795
Fife|Kirkcaldy|KY1 56.125 -3.150;KY2 56.120 -3.180
Fife|Dunfermline|KY11 56.055 -3.420;KY12 56.075 -3.475
Fife|St Andrews|KY16 56.340 -2.800
Dundee City|Dundee|DD1 56.462 -2.970;DD2 56.465 -3.020;DD3 56.475 -2.995;DD4 56.475 -2.940;DD5 56.475 -2.860
Angus|Arbroath|DD11 56.560 -2.590
Perth and Kinross|Perth|PH1 56.400 -3.440;PH2 56.385 -3.420
Aberdeen City|Aberdeen|AB10 57.140 -2.110;AB11 57.140 -2.090;AB15 57.145 -2.160;AB16 57.160 -2.145;AB21 57.210 -2.200;AB24 57.165 -2.105;AB25 57.152 -2.115
Aberdeenshire|Inverurie|AB51 57.285 -2.380
Aberdeenshire|Peterhead|AB42 57.505 -1.790
Highland|Inverness|IV1 57.480 -4.225;IV2 57.470 -4.200;IV3 57.470 -4.255
Highland|Fort William|PH33 56.820 -5.105
Highland|Wick|KW1 58.440 -3.095
Moray|Elgin|IV30 57.645 -3.320
Orkney Islands|Kirkwall|KW15 58.980 -2.960
Shetland Islands|Lerwick|ZE1 60.155 -1.150
Na h-Eileanan Siar|Stornoway|HS1 58.210 -6.385
Dumfries and Galloway|Dumfries|DG1 55.070 -3.605;DG2 55.070 -3.635
Scottish Borders|Galashiels|TD1 55.615 -2.810
Scottish Borders|Hawick|TD9 55.425 -2.785
Argyll and Bute|Oban|PA34 56.415 -5.470
County Antrim|Belfast|BT1 54.600 -5.930;BT2 54.595 -5.932;BT3 54.620 -5.900;BT7 54.580 -5.925;BT9 54.575 -5.955;BT10 54.560 -5.985;BT11 54.575 -6.000;BT12 54.590 -5.955;BT13 54.605 -5.960;BT14 54.620 -5.960;BT15 54.625 -5.935;BT17 54.555 -6.010
County Down|Belfast|BT4 54.605 -5.870;BT5 54.590 -5.865;BT6 54.580 -5.900;BT8 54.555 -5.900
County Down|Bangor|BT19 54.655 -5.675;BT20 54.660 -5.665
County Down|Newtownards|BT23 54.590 -5.700
County Down|Newry|BT34 54.175 -6.340
County Armagh|Newry|BT35 54.170 -6.360
County Antrim|Lisburn|BT27 54.510 -6.040;BT28 54.520 -6.075
County Antrim|Newtownabbey|BT36 54.675 -5.955;BT37 54.670 -5.905
County Antrim|Carrickfergus|BT38 54.720 -5.810
County Antrim|Larne|BT40 54.850 -5.820
County Antrim|Antrim|BT41 54.715 -6.215
County Antrim|Ballymena|BT43 54.870 -6.265
County Londonderry|Coleraine|BT52 55.130 -6.665
County Londonderry|Londonderry|BT47 54.995 -7.300;BT48 55.005 -7.320
County Armagh|Armagh|BT60 54.345 -6.650
County Armagh|Craigavon|BT62 54.420 -6.440;BT63 54.440 -6.370;BT66 54.460 -6.335
County Tyrone|Dungannon|BT71 54.505 -6.765
County Tyrone|Omagh|BT78 54.600 -7.300
County Fermanagh|Enniskillen|BT74 54.345 -7.640
`;

function parseTable(text: string): PostcodeDistrict[] {
  const rows: PostcodeDistrict[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const [county = '', town = '', entries = ''] = line.split('|');
    for (const entry of entries.split(';')) {
      const [district = '', lat = '', lng = ''] = entry.trim().split(' ');
      rows.push({ district, lat: Number(lat), lng: Number(lng), town, county });
    }
  }
  return rows;
}

/** Every district of the table, in table order (grouped by county and town). */
export const postcodeDistricts: readonly PostcodeDistrict[] = parseTable(TABLE);

const byDistrict = new Map(postcodeDistricts.map((row) => [row.district, row]));

/** A post town of the table with its county and its first-listed (most central) district. */
export interface TownCentre {
  county: string;
  countySlug: string;
  town: string;
  townSlug: string;
  district: string;
  lat: number;
  lng: number;
}

/** Every (county, post town) pair of the table once, in table order: for the location lists. */
export const townCentres: readonly TownCentre[] = (() => {
  const towns = new Map<string, TownCentre>();
  for (const { county, town, district, lat, lng } of postcodeDistricts) {
    const key = `${county}|${town}`;
    if (!towns.has(key)) {
      towns.set(key, { county, countySlug: slugify(county), town, townSlug: slugify(town), district, lat, lng });
    }
  }
  return [...towns.values()];
})();

/**
 * The outward code of a full or partial postcode, spaces and case ignored: 'sw1a 1aa' and 'SW1A1AA'
 * give 'SW1A'; 'M1' gives 'M1'. A full postcode's inward code is always a digit and two letters.
 */
export function outwardCode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9]{2,4}[0-9][A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : compact;
}

/** The district of a full or partial postcode, or undefined when the table does not hold it. */
export function districtOf(postcode: string): PostcodeDistrict | undefined {
  return byDistrict.get(outwardCode(postcode));
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles between two points in degrees. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A URL slug of a name: 'Stoke-on-Trent' gives 'stoke-on-trent', "King's Lynn" gives 'kings-lynn'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
